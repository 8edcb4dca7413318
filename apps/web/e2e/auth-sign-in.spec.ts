import { expect, test } from './shared-tab';
import { DEMO_PASSWORD, signIn, RESET_ANSWER } from './support';

test.describe('sign in', () => {
  test('a first visit sees the card before any script runs, with the app\'s words, where the app then draws it', async ({ page, person }) => {
    // The server draws the card into /login (docs/decisions/0199): a picture of the form, inert until the app runs.
    const drawn = await person({ javaScriptEnabled: false });
    await drawn.goto('/login');
    const view = drawn.locator('[data-first-view]');
    await expect(view.locator('.boot-card')).toBeVisible();
    expect(await view.getAttribute('inert')).not.toBeNull();
    const words = (s: string) => s.replace(/\s+/g, ' ').trim();
    const drawnWords = words(await view.locator('.boot-card').innerText());
    const drawnBoxes = await Promise.all(['.boot-card', '.boot-auth-title', '.boot-auth-sub', '.boot-button'].map((c) => view.locator(c).boundingBox()));

    await page.goto('/login');
    const card = page.locator('main .mantine-Paper-root');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(words(await card.innerText())).toBe(drawnWords);
    const appBoxes = await Promise.all([card, page.getByRole('heading', { name: 'Sign In' }), card.getByText('Welcome back'), page.getByRole('button', { name: 'Sign In' })].map((l) => l.boundingBox()));
    for (const [i, box] of appBoxes.entries()) {
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box![k] - drawnBoxes[i]![k]), `box ${i} ${k}`).toBeLessThanOrEqual(1);
    }
    await expect(page.locator('[data-first-view]')).toHaveCount(0);
  });

  test('names missing fields and keeps only lowercase letters and digits in the username', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is required.', { exact: true })).toBeVisible();
    await page.getByLabel('Username').fill('Shop Per!');
    await expect(page.getByLabel('Username')).toHaveValue('shopper');
    await expect(page.getByText('Username is required.', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/reset-password');
    await expect(page.getByRole('link', { name: 'SIGN UP NOW' })).toHaveAttribute('href', '/register');
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('a wrong password shows the server message in an Oops! dialog', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('agent');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const oops = page.getByRole('dialog', { name: 'Oops!' });
    await expect(oops.getByText('Invalid username or password.')).toBeVisible();
    await oops.getByRole('button', { name: 'Close' }).click();
    await expect(oops).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a lounge operator lands on the staff home', async ({ page }) => {
    await signIn(page, 'lounge');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  });

  test('Keep me Signed In skips the sign-in screen next time', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('shopper');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Keep me Signed In').check();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  });

  test('signing out asks first, then returns to Sign In with the Login link', async ({ page }) => {
    await signIn(page, 'shopper');
    await page.getByRole('button', { name: 'Log Out' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText('Are you sure you want to sign out?')).toBeVisible();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  });
});

test.describe('reset password', () => {
  test('names missing fields, then confirms the reset and returns to Sign In', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Username is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Please select you are not a robot', { exact: true })).toBeVisible();
    // An unknown name gets the same answer as a real one, so no demo account is disturbed.
    await page.getByLabel('Username').fill('no body 42');
    await expect(page.getByLabel('Username')).toHaveValue('nobody42');
    await page.getByLabel('I am not a Robot').check();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const success = page.getByRole('dialog', { name: 'Success!' });
    await expect(success.getByText('Password reset completed', { exact: true })).toBeVisible(RESET_ANSWER);
    await success.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
