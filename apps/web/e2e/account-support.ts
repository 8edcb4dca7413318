import { expect, type Page } from '@playwright/test';

/** Each demo account's header name and account menu (storefront section 6), in the menu's order. */
export const accounts = [
  { username: 'shopper', name: 'Keisha Campbell', menu: ['My Orders', 'Change Password'], cart: true },
  { username: 'vendor', name: 'Marcia Brown', menu: ['Products', 'Change Password'], cart: false },
  { username: 'agent', name: 'Damion Reid', menu: ['Change Password'], cart: false },
  { username: 'reports', name: 'Omar Thompson', menu: ['Change Password'], cart: false },
  {
    username: 'lounge',
    name: 'Andre Williams',
    menu: ['Users', 'Exchange Rates', 'Vendor Master', 'Vendors', 'Class Types', 'Classification', 'Categories', 'Product Master', 'Products', 'Change Password'],
    cart: true,
  },
] as const;

/** The title of the page each menu link opens (each page is titled as the specification names it). */
export const titleOf = (label: string) => (label === 'Classification' ? 'Classifications' : label);

/** Opens the account menu and returns its panel. */
export async function openAccountMenu(page: Page, how: 'click' | 'tap' = 'click') {
  // A navigation still loading its page shows the page left (Sign In) until it is ready.
  await expect(page.getByRole('heading', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
  await button[how]();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu).toBeVisible();
  return menu;
}
