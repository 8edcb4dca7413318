import { expect, test } from './shared-tab';
import { expectLandmarks, expectNoSeriousViolations, walkShopperPages } from './a11y-support';
import { signIn } from './support';

test.describe('accessibility at desktop width', () => {
  test('no serious or critical axe violation on any shopper or sign-in page; landmarks and one h1 each', async ({ page }) => {
    test.setTimeout(120_000);
    await walkShopperPages(page, async (where) => {
      await expectNoSeriousViolations(page, where);
      if (!where.includes('toast')) await expectLandmarks(page, where);
    });
  });

  test('a sign-in with empty fields announces each error as an alert next to its labelled field', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Username is required.' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'sign-in with errors');
  });

  test('a dialog traps focus, has no unnamed button and closes on Escape', async ({ page }) => {
    await signIn(page, 'shopper');
    const logOut = page.getByRole('button', { name: 'Log Out' });
    await logOut.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log Out' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'the Log Out dialog');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus stays in the dialog after ${i + 1} Tab(s)`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('user-name')).toBeVisible();
  });

  test('a visitor who asks for less motion gets dialogs that appear without animating; others see them fade in', async ({ page }) => {
    await signIn(page, 'shopper');
    /** How long the Log Out dialog's transition lasts, in seconds, read once it is on screen. */
    const dialogTransition = async (reducedMotion: 'reduce' | 'no-preference') => {
      await page.emulateMedia({ reducedMotion });
      await page.getByRole('button', { name: 'Log Out' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log Out' });
      await expect(dialog).toBeVisible();
      const seconds = await dialog.evaluate((d) => parseFloat(getComputedStyle(d).transitionDuration));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      return seconds;
    };
    expect(await dialogTransition('reduce')).toBeLessThan(0.001);
    expect(await dialogTransition('no-preference')).toBeGreaterThanOrEqual(0.1);
  });
});
