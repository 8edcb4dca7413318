import type { Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { signIn } from './support';
import { accounts, openAccountMenu, titleOf } from './account-support';

test.describe('the account menu of each demo account', () => {
  for (const a of accounts) {
    test(`${a.username}: name in the header, the section 6 links, a footer of pages it may open`, async ({ page }) => {
      await signIn(page, a.username);
      const header = page.getByRole('banner');
      await expect(header.getByTestId('user-name')).toHaveText(a.name);
      const menu = await openAccountMenu(page);
      await expect(menu.getByRole('link')).toHaveText([...a.menu]);
      await expect(header.getByRole('link', { name: /^Cart, \d+ items$/ })).toHaveCount(a.cart ? 1 : 0);

      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Cart' })).toHaveCount(a.cart ? 1 : 0);
      await expect(footer.getByRole('link', { name: 'My Orders' })).toHaveCount(a.username === 'shopper' ? 1 : 0);

      // Escape closes it; every link it offers opens its page, not the not-found page.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      for (const label of a.menu) {
        const again = await openAccountMenu(page);
        await again.getByRole('link', { name: label, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: titleOf(label), exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toHaveCount(0);
        await expect(again).toBeHidden();
      }
    });
  }

  test('Change Password from the menu opens the change form for the signed-in user', async ({ page }) => {
    await signIn(page, 'shopper');
    const menu = await openAccountMenu(page);
    await menu.getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('shopper');
  });

  test('a guest has the Login link and no account menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });

  test('pages a menu leaves out stay closed to that account', async ({ page }) => {
    await signIn(page, 'agent');
    // Product and user administration send whoever may not open them home (back office 2.10 and 6).
    for (const path of ['/users', '/products']) {
      await page.goto(path);
      await expect(page).toHaveURL((u) => u.pathname === '/');
    }
    for (const path of ['/reports', '/cart']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
    }
    await signOutAndIn(page, 'reports');
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  });
});

async function signOutAndIn(page: Page, username: string) {
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, username);
}
