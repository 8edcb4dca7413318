import type { Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { cartLine, openCategory, productCards } from './shop-support';
import { holdCall } from './support';

// Issue 18 on a 390 px phone: words readable (points 8 and 6), filters honest in the drawer (point 7),
// Buy Now keeping the cart line (point 1).
test.describe.configure({ mode: 'parallel' });

/** Visible text on the page set smaller than 12 px, with its size. */
const smallText = (page: Page) =>
  page.evaluate(() => {
    const small: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.trim();
      if (!el || !text || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 12) small.push(`${size}px "${text.slice(0, 30)}"`);
    }
    return small;
  });

/** Every shop picture on the page that draws words (SVG text) into itself. */
async function picturesWithWords(page: Page) {
  const sources = await page.locator('img[src^="/media/"]').evaluateAll((imgs) => [...new Set(imgs.map((i) => i.getAttribute('src')!))]);
  expect(sources.length).toBeGreaterThan(0);
  const worded: string[] = [];
  for (const src of sources) if (/<text[\s>]/.test(await (await page.request.get(src)).text())) worded.push(src);
  return worded;
}

async function expectReadable(page: Page) {
  await expect.poll(() => smallText(page), { message: `${page.url()} has no text under 12 px` }).toEqual([]);
  expect(await picturesWithWords(page)).toEqual([]);
}

test('home, products, detail and cart: no words under 12 px, none drawn into pictures, each name once', async ({ page }) => {
  await page.goto('/');
  const offers = page.getByLabel('Offers', { exact: true });
  await expect(offers.getByText("Jamaica's finest rums, waiting at the lounge")).toBeVisible();
  expect(parseFloat(await offers.getByText("Jamaica's finest rums, waiting at the lounge").evaluate((e) => getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(18);
  await expect(page.getByText('Tortuga rum cakes from USD $6.50')).toBeVisible();
  await expect(page.getByText('Order before you fly')).toBeVisible();
  await expectReadable(page);

  await openCategory(page, 'Island Spirits', 'Rum', 'tap');
  await expectReadable(page);
  const name = 'Appleton Estate 12 Year Old Rare Casks 700ml';
  const card = productCards(page).filter({ hasText: name });
  await expect(card.getByText(name, { exact: true })).toHaveCount(1);
  await expect(card.getByTestId('sticker')).toHaveText('Best Seller');

  await card.getByTestId('product-name').tap();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  // Once as the title; the variant chips name the sizes to choose from, which is not a copy of the title.
  const outsideOptions = await page.getByRole('main').getByText(name, { exact: true }).evaluateAll((els) => els.filter((e) => !e.closest('[role="radiogroup"]')).length);
  expect(outsideOptions).toBe(1);
  await expectReadable(page);

  await page.getByRole('button', { name: 'Buy Now' }).tap();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLine(page, name)).toBeVisible();
  await expectReadable(page);
});

test('a sold-out product says so on a phone, and Buy Now on the detail adds to the line', async ({ page }) => {
  await openCategory(page, 'Island Spirits', 'Rum', 'tap');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('Hampden Estate Great House Distillery Edition 700ml');
  await expect(productCards(page)).toHaveCount(1);
  await expect(productCards(page).getByTestId('stock-label')).toHaveText('Sold out');
  await expect(productCards(page).getByRole('button', { name: 'Buy Now' })).toBeDisabled();

  const name = 'Rum Bar White Overproof Rum 700ml';
  await search.fill(name);
  await expect(productCards(page)).toHaveCount(1);
  await productCards(page).getByRole('button', { name: 'Add to Cart' }).tap();
  // Its toast shows for 2 s at the bottom of a phone's screen, where the detail's + is: a tap there meanwhile is
  // the toast's.
  const added = page.getByText(`${name} added to your cart.`);
  await expect(added).toBeVisible();
  await expect(added).toBeHidden();
  await productCards(page).getByTestId('product-name').tap();
  await page.getByRole('button', { name: 'Increase quantity' }).tap();
  await expect(page.getByTestId('quantity')).toHaveText('2');
  await page.getByRole('button', { name: 'Buy Now' }).tap();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLine(page, name).getByTestId('quantity')).toHaveText('3');
});

test('the Filters drawer shows a skeleton while loading, greys empty brands, and Clear filters empties it', async ({ page }) => {
  const release = await holdCall(page, 'getproducts');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sangster International Departure', exact: true }).tap();
  await page.getByRole('button', { name: 'Shop now at Island Spirits' }).tap();
  await page.getByRole('button', { name: 'Rum', exact: true }).tap();
  await page.getByRole('button', { name: 'Filters', exact: true }).tap();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByTestId('filters-loading')).toBeVisible();
  await expect(drawer).not.toContainText('No brands');
  await expect(drawer).not.toContainText('USD $0');
  release();
  await expect(drawer.getByRole('checkbox', { name: 'Worthy Park' })).toBeEnabled();

  await drawer.getByRole('checkbox', { name: 'Worthy Park' }).tap();
  await drawer.getByRole('button', { name: 'Close filters' }).tap();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('appleton');
  await expect(page.getByText('Products Not Found')).toBeVisible();
  await page.getByRole('button', { name: 'Filters (1)' }).tap();
  // The search leaves no Worthy Park: the ticked brand says why, the others it leaves are offered.
  await expect(drawer.getByText('not in this search')).toBeVisible();
  await expect(drawer.getByRole('checkbox', { name: 'Appleton Estate' })).toBeEnabled();
  await drawer.getByRole('button', { name: 'Close filters' }).tap();
  await page.getByRole('button', { name: 'Clear filters' }).tap();
  await expect(productCards(page)).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
});
