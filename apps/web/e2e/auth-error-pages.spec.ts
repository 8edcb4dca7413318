import { expect, test } from './shared-tab';
import { signIn } from './support';

const notFound = 'Oops! Page not found.';

test.describe('error pages and role gating', () => {
  test('a subscriber cannot open a lounge-operator page', async ({ page }) => {
    await signIn(page, 'shopper');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: notFound })).toBeVisible();
  });

  test('a lounge operator cannot open the subscriber store list', async ({ page }) => {
    await signIn(page, 'lounge');
    await page.goto('/stores');
    await expect(page.getByRole('heading', { name: notFound })).toBeVisible();
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: notFound })).toBeVisible();
  });

  test('/networkerror offers the way back home', async ({ page }) => {
    await page.goto('/networkerror');
    await expect(page.getByRole('heading', { name: 'Oops! Got a problem.' })).toBeVisible();
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a call that cannot reach the server shows the 502 page', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await page.route('**/api/**', (route) => route.abort());
    await page.getByLabel('Username').fill('nobody');
    await page.getByLabel('I am not a Robot').check();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: '502 Server Error' })).toBeVisible();
    await expect(page.getByText('Failed to connect to server. Please try again later.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
