import type { Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { productCards, openCategory } from './shop-support';
import { outbox, signIn, temporaryPasswordFor, RESET_ANSWER } from './support';

/** Collects every Content-Security-Policy violation the page reports, from the console and from the DOM. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return violations;
}

test.describe('Content-Security-Policy', () => {
  test('the shopper journey runs under the policy without a single violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const answer = await page.goto('/');
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await openCategory(page, 'Island Spirits', 'Rum');
    await productCards(page).first().getByTestId('product-name').click();
    await expect(page.getByRole('link', { name: 'Back to Products' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: /^Cart, / }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await signIn(page, 'shopper');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(violations).toEqual([]);
  });
});

test.describe('password reset by mail', () => {
  test('a shopper resets with the mailed temporary password; the old one works until then', async ({ page }) => {
    // A fresh account, so the demo accounts other tests sign in with keep their passwords.
    const stamp = Date.now().toString().slice(-8);
    const username = `reset${stamp}`;
    const email = `reset${stamp}@example.com`;
    const guest = await (await page.request.post('/api/login', { data: { request: { silentLogin: 'Y', internal: 'Y' } } })).json();
    await page.request.post('/api/adduser', {
      data: { username: 'guest', sessionid: guest.data.sessionid, request: { username, firstname: 'Rita', lastname: 'Reid', email, phone: '8765550111' } },
    });
    await expect.poll(() => temporaryPasswordFor(email).catch(() => '')).not.toBe('');
    const first = await temporaryPasswordFor(email);

    await page.goto('/reset-password');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('I am not a Robot').check();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const success = page.getByRole('dialog', { name: 'Success!' });
    await expect(success.getByText('Password reset completed', { exact: true })).toBeVisible(RESET_ANSWER);
    await success.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => temporaryPasswordFor(email).catch(() => first)).not.toBe(first);
    const mailed = await temporaryPasswordFor(email);

    await signIn(page, username, mailed);
    await expect(page).toHaveURL(/\/change-password$/);
    await page.getByLabel('Old Password', { exact: true }).fill(mailed);
    await page.getByLabel('New Password', { exact: true }).fill('Fresh#Start42');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Fresh#Start42');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully.')).toBeVisible();
    await expect(page).not.toHaveURL(/\/change-password$/);

    // The mailed password worked once and is no longer kept in the outbox.
    expect((await outbox()).join('\n')).not.toContain(mailed);
  });
});
