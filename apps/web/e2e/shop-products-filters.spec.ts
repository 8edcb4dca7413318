import type { Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { openCategory, productCards } from './shop-support';

const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
const prices = async (page: Page) => (await productCards(page).getByTestId('price').allInnerTexts()).map(dollars);
const names = (page: Page) => productCards(page).getByTestId('product-name').allInnerTexts();
const range = (page: Page) => page.getByTestId('result-range');

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

test.describe('products page', () => {
  test.beforeEach(async ({ page }) => openCategory(page, 'Island Spirits', 'Rum'));

  test('shows 10 products a page, sorted by name, and pages through them', async ({ page }) => {
    await expect(productCards(page)).toHaveCount(10);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('product_asc');
    const first = await names(page);
    expect([...first].sort((a, b) => a.localeCompare(b))).toEqual(first);
    const total = Number((await range(page).innerText()).split(' of ')[1]);
    expect(total).toBeGreaterThan(10);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(range(page)).toHaveText(new RegExp(`^11–${Math.min(20, total)} of ${total}$`));
    expect(await names(page)).not.toContain(first[0]);

    await choose(page, 'Show', '20');
    await expect(range(page)).toHaveText(new RegExp(`^1–${Math.min(20, total)} of ${total}$`));
    await expect(productCards(page)).toHaveCount(Math.min(20, total));
  });

  test('the search narrows the list, ignoring case, and goes back to page 1 with 10 a page', async ({ page }) => {
    await choose(page, 'Show', '20');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('hAMPDEN');
    await expect(range(page)).toHaveText(/^1–\d+ of \d+$/);
    await expect.poll(async () => (await names(page)).every((n) => /hampden/i.test(n))).toBe(true);
    expect((await names(page)).length).toBeGreaterThan(0);
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('10');

    await page.getByRole('searchbox', { name: 'Search products' }).fill('no such rum anywhere');
    await expect(page.getByText('Products Not Found')).toBeVisible();
  });

  test('a brand checkbox filters by brand and Clear Selection undoes it', async ({ page }) => {
    const before = await range(page).innerText();
    await page.getByRole('checkbox', { name: 'Worthy Park' }).check();
    await expect(range(page)).not.toHaveText(before);
    await expect.poll(async () => (await productCards(page).allInnerTexts()).every((t) => /worthy park/i.test(t))).toBe(true);

    await page.getByRole('button', { name: 'Clear Selection' }).click();
    await expect(range(page)).toHaveText(before);
    await expect(page.getByRole('checkbox', { name: 'Worthy Park' })).not.toBeChecked();
  });

  test('the brand search finds brands by name', async ({ page }) => {
    await page.getByPlaceholder('Search (Lindt, Rum..)').fill('wray');
    const brands = page.getByRole('group', { name: 'Brands' }).getByRole('checkbox');
    await expect(brands.first()).toBeVisible();
    for (const label of await page.getByRole('group', { name: 'Brands' }).locator('label').allInnerTexts()) {
      expect(label.toLowerCase()).toContain('wray');
    }
  });

  test('the price range narrows the list to prices within it', async ({ page }) => {
    const before = await range(page).innerText();
    const from = await page.getByTestId('price-from').innerText();
    await page.getByRole('slider', { name: 'Lowest price' }).focus();
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('price-from')).not.toHaveText(from);
    await expect(range(page)).not.toHaveText(before);
    const low = dollars(await page.getByTestId('price-from').innerText());
    const high = dollars(await page.getByTestId('price-to').innerText());
    expect(low).toBeGreaterThan(0);
    await expect.poll(async () => (await prices(page)).every((p) => p >= low && p <= high)).toBe(true);
  });

  test('sorting by price orders the products by price both ways, back on page 1 with 10 a page', async ({ page }) => {
    await choose(page, 'Show', '20');
    await choose(page, 'Sort by', 'Price Low to High');
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('10');
    await expect(range(page)).toHaveText(/^1–\d+ of \d+$/);
    await expect.poll(async () => { const p = await prices(page); return p.every((v, i) => i === 0 || v >= p[i - 1]!); }).toBe(true);
    const cheapest = (await prices(page))[0]!;

    await choose(page, 'Sort by', 'Price High to Low');
    await expect.poll(async () => { const p = await prices(page); return p.every((v, i) => i === 0 || v <= p[i - 1]!); }).toBe(true);
    expect((await prices(page))[0]!).toBeGreaterThan(cheapest);
  });

  test('Add to Cart adds once with a toast and becomes Go to Cart; Buy Now opens the cart', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Search products' }).fill('Rum Bar White');
    const card = productCards(page).filter({ hasText: 'Rum Bar White' });
    await expect(productCards(page)).toHaveCount(1);
    const name = (await card.getByTestId('product-name').innerText()).trim();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(`${name} added to your cart.`)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Go to Cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();

    await card.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('quantity')).toHaveText('1');
  });

  test('a product with variants opens its detail instead of being added', async ({ page }) => {
    const card = productCards(page).filter({ hasText: 'Appleton Estate 12 Year Old Rare Casks 700ml' });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/product\/detail$/);
    await expect(page.getByRole('heading', { name: 'Appleton Estate 12 Year Old Rare Casks 700ml', level: 1 })).toBeVisible();
  });
});
