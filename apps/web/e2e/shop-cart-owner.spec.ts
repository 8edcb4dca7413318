import type { Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { signIn } from './support';
import { openCategory, productCards } from './shop-support';

// Issue 18, point 4: the cart and the airport trail belong to whoever is signed in.
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items$/ });
const trail = (page: Page) => page.getByLabel('Where you are');

async function addToCart(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await expect(productCards(page)).toHaveCount(1);
  await productCards(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${name} added to your cart.`)).toBeVisible();
}

test('a guest cart is kept at sign-in; a new tab and another user never see it', async ({ context, page }) => {
  // As a guest, then signed in without Keep me Signed In: the guest's cart and trail come along.
  await openCategory(page, 'Island Spirits', 'Rum');
  await addToCart(page, 'Rum Bar White Overproof Rum 700ml');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 items');
  await signIn(page, 'shopper');
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 items');
  await expect(trail(page)).toContainText('Island Spirits');
  await openCategory(page, 'Island Spirits', 'Rum');
  await addToCart(page, 'Appleton Estate 21 Year Old Nassau Valley Casks 700ml');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  // The sign-in lives in that tab only: a new tab is a guest, with an empty cart and no trail.
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(cartLink(other)).toHaveAccessibleName('Cart, 0 items');
  await expect(other.getByRole('banner')).not.toContainText('Island Spirits');
  await other.goto('/cart');
  await expect(other.getByText('Your cart is empty!')).toBeVisible();

  // Another user signing in on the same browser gets their own (empty) cart.
  await signIn(other, 'lounge');
  await expect(other.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(cartLink(other)).toHaveAccessibleName('Cart, 0 items');

  // The shopper's tab still holds the shopper's cart, also after a reload.
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
});

test('a session that ends leaves the cart with its owner, who finds it at the next sign-in', async ({ page }) => {
  await signIn(page, 'shopper');
  await openCategory(page, 'Island Spirits', 'Rum');
  await addToCart(page, 'Rum Bar White Overproof Rum 700ml');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 items');

  // The tab's sign-in is gone (as when the browser drops the session): the page starts as a guest.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  await signIn(page, 'shopper');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 items');
});
