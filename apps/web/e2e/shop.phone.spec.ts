import type { Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { expectNoSidewaysOverflow, expectPhonePage } from './phone-support';
import { cartLine, cents, expectedTax, openCategory, productCards, usd } from './shop-support';

// The phone project (390x844, touch): the shopper's journey, tapping, with every page checked for fit.
test.describe.configure({ mode: 'parallel' });

const names = (page: Page) => productCards(page).getByTestId('product-name').allInnerTexts();
const range = (page: Page) => page.getByTestId('result-range');

/** Searches the products page for `name` and opens its detail; returns its unit price in cents and tax rate. */
async function openProduct(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await expect(productCards(page)).toHaveCount(1);
  await page.getByTestId('product-name').filter({ hasText: name }).tap();
  await expect(page).toHaveURL(/\/product\/detail$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expectPhonePage(page);
  const unit = cents(await page.getByTestId('price').innerText());
  const tax = Number((await page.getByTestId('tax').innerText()).match(/[\d.]+/)![0]) / 100;
  return { unit, tax };
}

test('browse: home, Sangster departure, a store, its categories, then products with search, brand filter and pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Offers', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where are you flying from?' })).toBeVisible();
  await expectPhonePage(page);

  // The Book Now prices open within the screen.
  await page.getByRole('button', { name: 'Book Now' }).tap();
  const prices = page.getByRole('dialog');
  await expect(prices.getByRole('columnheader', { name: 'Child' })).toBeVisible();
  await expect(prices).toBeInViewport({ ratio: 1 });
  await page.getByRole('button', { name: 'Book Now' }).tap();
  await expect(prices).toBeHidden();

  await page.getByRole('button', { name: 'Sangster International Departure', exact: true }).tap();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Where you are').getByText('Departure')).toBeVisible();
  await expectPhonePage(page);
  // One card to a screen: the arrows move the row along.
  await page.getByRole('button', { name: 'Next stores' }).tap();
  await expect(page.getByRole('button', { name: 'Previous stores' })).toBeEnabled();

  await page.getByRole('button', { name: 'Shop now at Island Spirits' }).tap();
  await expect(page).toHaveURL(/\/store\/categories$/);
  await expect(page.getByRole('heading', { name: 'Island Spirits', level: 1 })).toBeVisible();
  await expectPhonePage(page);

  await page.getByRole('button', { name: 'Rum', exact: true }).tap();
  await expect(page).toHaveURL(/\/store\/products$/);
  await expect(page.getByRole('heading', { name: 'Rum', level: 1 })).toBeVisible();
  await expect(productCards(page)).toHaveCount(10);
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  await expectPhonePage(page);
  const all = await range(page).innerText();
  const total = Number(all.split(' of ')[1]);
  expect(total).toBeGreaterThan(10);

  // Search, ignoring case.
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('aPPLETON');
  await expect(range(page)).not.toHaveText(all);
  await expect.poll(async () => (await names(page)).every((n) => /appleton/i.test(n))).toBe(true);
  expect((await names(page)).length).toBeGreaterThan(0);
  await expectNoSidewaysOverflow(page);
  await search.fill('');
  await expect(range(page)).toHaveText(all);

  // The brand filter lives in the Filters drawer on a phone.
  await page.getByRole('button', { name: 'Filters', exact: true }).tap();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeInViewport({ ratio: 1 });
  const worthy = drawer.getByRole('checkbox', { name: 'Worthy Park' });
  await worthy.tap();
  await expect(worthy).toBeChecked();
  await expectNoSidewaysOverflow(page);
  await drawer.getByRole('button', { name: 'Close filters' }).tap();
  await expect(drawer).toBeHidden();
  await expect(range(page)).not.toHaveText(all);
  await expect.poll(async () => (await productCards(page).allInnerTexts()).every((t) => /worthy park/i.test(t))).toBe(true);
  await page.getByRole('button', { name: 'Filters (1)' }).tap();
  await drawer.getByRole('button', { name: 'Clear Selection' }).tap();
  await drawer.getByRole('button', { name: 'Close filters' }).tap();
  await expect(range(page)).toHaveText(all);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();

  // Page through.
  const first = await names(page);
  await page.getByRole('button', { name: 'Page 2' }).tap();
  await expect(range(page)).toHaveText(new RegExp(`^11–${Math.min(20, total)} of ${total}$`));
  expect(await names(page)).not.toContain(first[0]);
  // Paging goes back to the top of the list; the pager itself fits the screen.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
  await expectPhonePage(page);
  const pager = [page.getByRole('button', { name: 'previous page' }), page.getByRole('button', { name: 'Page 2' }), page.getByRole('button', { name: 'next page' })];
  await pager[0]!.scrollIntoViewIfNeeded();
  for (const control of pager) await expect(control).toBeInViewport({ ratio: 1 });
});

test('buy: product detail, add to cart, the cart with plus, minus and totals to the cent, then FAQ and Sign In', async ({ page }) => {
  await openCategory(page, 'Yard Crafts & Sweets', 'Sauces & Spices', 'tap');
  const jerk = 'Walkerswood Traditional Jamaican Jerk Seasoning Hot & Spicy 10oz';
  const jerkPrice = await openProduct(page, jerk);
  // Long variant names wrap inside their chips.
  const options = page.getByRole('radiogroup', { name: 'Options' });
  await options.scrollIntoViewIfNeeded();
  for (const option of await options.locator('label').all()) await expect(option).toBeInViewport({ ratio: 1 });
  await page.getByRole('button', { name: 'Add to Cart' }).tap();
  const added = page.getByText(`${jerk} added to your cart.`);
  await expect(added).toBeVisible();
  // The toast stays clear of the header and its cart count.
  const header = (await page.getByRole('banner').first().boundingBox())!;
  expect((await added.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await expect(page.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();

  // Back to the store through the header trail, to another category.
  await page.getByLabel('Where you are').getByRole('link', { name: 'Yard Crafts & Sweets' }).tap();
  await expect(page).toHaveURL(/\/store\/categories$/);
  await page.getByRole('button', { name: 'Crafts & Souvenirs', exact: true }).tap();
  await expect(productCards(page).first()).toBeVisible();
  const bird = 'Hand-Carved Mahoe Wood Doctor Bird';
  const birdPrice = await openProduct(page, bird);
  await page.getByRole('button', { name: 'Increase quantity' }).tap();
  await expect(page.getByTestId('quantity')).toHaveText('2');
  await page.getByRole('button', { name: 'Buy Now' }).tap();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expectPhonePage(page);
  await expect(page.getByRole('button', { name: 'Empty the cart' })).toBeEnabled();

  const jerkLine = cartLine(page, jerk);
  const minus = jerkLine.getByRole('button', { name: 'Decrease quantity' });
  const plus = jerkLine.getByRole('button', { name: 'Increase quantity' });
  await expect(minus).toBeDisabled();
  await plus.tap();
  await plus.tap();
  await minus.tap();
  await expect(jerkLine.getByTestId('quantity')).toHaveText('2');
  await expect(cartLine(page, bird).getByTestId('quantity')).toHaveText('2');
  for (const control of [minus, plus, jerkLine.getByRole('button', { name: `Edit ${jerk}` }), jerkLine.getByRole('button', { name: `Delete ${jerk}` })]) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport({ ratio: 1 });
  }

  expect(cents(await jerkLine.getByTestId('unit-price').innerText())).toBe(jerkPrice.unit);
  await expect(jerkLine.getByTestId('line-total')).toHaveText(usd(jerkPrice.unit * 2));
  await expect(cartLine(page, bird).getByTestId('line-total')).toHaveText(usd(birdPrice.unit * 2));
  const sub = jerkPrice.unit * 2 + birdPrice.unit * 2;
  const tax = expectedTax([
    { lineCents: jerkPrice.unit * 2, rate: jerkPrice.tax },
    { lineCents: birdPrice.unit * 2, rate: birdPrice.tax },
  ]);
  expect(tax).toBeGreaterThan(0);
  await expect(page.getByTestId('sub-total')).toHaveText(usd(sub));
  await expect(page.getByTestId('tax-total')).toHaveText(usd(tax));
  await expect(page.getByTestId('grand-total')).toHaveText(usd(sub + tax));
  const checkout = page.getByRole('link', { name: 'Proceed To Checkout' });
  await checkout.scrollIntoViewIfNeeded();
  await expect(checkout).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysOverflow(page);

  // The header's FAQ icon, then its Login link.
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).tap();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ordering', level: 3 })).toBeVisible();
  await expectPhonePage(page);

  await page.getByRole('banner').getByRole('link', { name: 'Login' }).tap();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  for (const field of [page.getByLabel('Username'), page.getByLabel('Password', { exact: true }), page.getByRole('button', { name: 'Sign In' })]) {
    await expect(field).toBeInViewport({ ratio: 1 });
  }
  await expectPhonePage(page);
  await page.getByRole('button', { name: 'Sign In' }).tap();
  await expect(page.getByText('Password is required.', { exact: true })).toBeVisible();
  await expectNoSidewaysOverflow(page);
});
