import { expect, test } from './shared-tab';
import { signIn } from './support';
import { accounts, openAccountMenu } from './account-support';
import { expectNoSidewaysOverflow } from './phone-support';

test.describe('the account menu on a phone', () => {
  for (const a of accounts) {
    test(`${a.username}: initials in the header, the name and links in the menu, all on screen`, async ({ page }) => {
      await signIn(page, a.username);
      const header = page.getByRole('banner');
      await expect(header.getByTestId('user-name')).toBeHidden();
      await expect(header.getByRole('button', { name: 'Account menu' })).toBeInViewport({ ratio: 1 });
      await expect(header.getByRole('button', { name: 'Log Out' })).toBeInViewport({ ratio: 1 });
      const menu = await openAccountMenu(page, 'tap');
      await expect(menu.getByTestId('menu-user-name')).toHaveText(a.name);
      await expect(menu.getByRole('link')).toHaveText([...a.menu]);
      await expect(menu).toBeInViewport({ ratio: 1 });
      await expectNoSidewaysOverflow(page);

      // A tap outside closes it.
      await page.getByRole('main').tap({ position: { x: 10, y: 300 } });
      await expect(menu).toBeHidden();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Cart' })).toHaveCount(a.cart ? 1 : 0);
    });
  }
});
