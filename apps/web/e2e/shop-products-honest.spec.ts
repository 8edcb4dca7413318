import type { Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { expectNoSeriousViolations } from './a11y-support';
import { openCategory, productCards } from './shop-support';
import { holdCall } from './support';

// Issue 18, points 7 and 2 (web): the filters load, empty and fail honestly.
test.describe.configure({ mode: 'parallel' });

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
/** Drags the slider's Highest price thumb to the far left: the range shrinks to its cheapest dollar. */
async function dragHighestPriceToTheLeft(page: Page) {
  const thumb = (await filters(page).getByRole('slider', { name: 'Highest price' }).boundingBox())!;
  const track = (await filters(page).locator('.mantine-RangeSlider-root').boundingBox())!;
  await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
  await page.mouse.down();
  await page.mouse.move(track.x - 40, thumb.y + thumb.height / 2, { steps: 8 });
  await page.mouse.up();
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });

/** Opens Island Spirits' Rum with its products call held; answers the release. */
async function openRumHeld(page: Page) {
  const release = await holdCall(page, 'getproducts');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sangster International Departure', exact: true }).click();
  await page.getByRole('button', { name: 'Shop now at Island Spirits' }).click();
  await page.getByRole('button', { name: 'Rum', exact: true }).click();
  await expect(filters(page).getByTestId('filters-loading')).toBeVisible();
  return release;
}

// The app gives up on a call after 10 s: the held call is released as soon as the loading state is seen, and
// the axe run (seconds on a busy machine) has a test of its own, where nothing waits for the answer.
test('while a category loads, the filter column shows a skeleton, not an empty store', async ({ page }) => {
  const release = await openRumHeld(page);
  // The loading state is accessible too: a status the screen reader can name.
  await expect(filters(page).getByRole('status', { name: 'Loading filters' })).toBeVisible();
  await expect(filters(page)).not.toContainText('USD $0');
  await expect(filters(page)).not.toContainText('No brands');
  release();
  await expect(filters(page).getByRole('checkbox', { name: 'Worthy Park' })).toBeVisible();
  await expect(filters(page).getByTestId('filters-loading')).toHaveCount(0);
});

test('the loading filter column has no serious axe finding', async ({ page }) => {
  await openRumHeld(page);
  await expectNoSeriousViolations(page, 'the products page while it loads');
});

test('Products Not Found offers Clear filters, which brings every product back', async ({ page }) => {
  await openCategory(page, 'Island Spirits', 'Rum');
  const all = await page.getByTestId('result-range').innerText();
  await filters(page).getByRole('checkbox', { name: 'Worthy Park' }).check();
  await search(page).fill('no such rum anywhere');
  await expect(page.getByText('Products Not Found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('result-range')).toHaveText(all);
  await expect(search(page)).toHaveValue('');
  await expect(filters(page).getByRole('checkbox', { name: 'Worthy Park' })).not.toBeChecked();
});

test('the brand list and price range come from the category and the search', async ({ page }) => {
  await openCategory(page, 'Island Spirits', 'Rum');
  await expect(filters(page).getByRole('checkbox', { name: 'Appleton Estate' })).toBeVisible();
  const from = await filters(page).getByTestId('price-from').innerText();
  const to = await filters(page).getByTestId('price-to').innerText();

  await search(page).fill('worthy park');
  await expect.poll(async () => (await productCards(page).allInnerTexts()).every((t) => /worthy park/i.test(t))).toBe(true);
  await expect(filters(page).getByRole('checkbox', { name: 'Worthy Park' })).toBeEnabled();
  // Brands the search leaves nothing of are no longer offered.
  await expect(filters(page).getByRole('checkbox', { name: 'Appleton Estate' })).toHaveCount(0);
  const prices = (await productCards(page).getByTestId('price').allInnerTexts()).map((t) => Number(t.replace(/[^0-9.]/g, '')));
  await expect(filters(page).getByTestId('price-from')).toHaveText(`USD $${Math.floor(Math.min(...prices))}`);
  await expect(filters(page).getByTestId('price-to')).toHaveText(`USD $${Math.ceil(Math.max(...prices))}`);
  expect(`${from} ${to}`).not.toBe(`USD $${Math.floor(Math.min(...prices))} USD $${Math.ceil(Math.max(...prices))}`);
});

test('a brand with nothing in the chosen price range is greyed before it is picked', async ({ page }) => {
  await openCategory(page, 'Island Spirits', 'Rum');
  const worthy = filters(page).getByRole('checkbox', { name: 'Worthy Park' });
  await expect(worthy).toBeEnabled();
  // The cheapest dollar of the range: only the cheapest rums are left.
  await dragHighestPriceToTheLeft(page);
  await expect(page.getByTestId('result-range')).toHaveText(/^1–\d+ of \d+$/);
  await expect(worthy).toBeDisabled();
  await expect(filters(page).getByText('none at this price').first()).toBeVisible();
  const shown = await productCards(page).allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.some((t) => /worthy park/i.test(t))).toBe(false);
});

test('a refused search keeps the brands and price range chosen, and offers no Retry', async ({ page }) => {
  await openCategory(page, 'Island Spirits', 'Rum');
  await filters(page).getByRole('checkbox', { name: 'Worthy Park' }).check();
  await expect.poll(async () => (await productCards(page).allInnerTexts()).every((t) => /worthy park/i.test(t))).toBe(true);
  const from = await filters(page).getByTestId('price-from').innerText();
  const to = await filters(page).getByTestId('price-to').innerText();
  // The server refuses this search (as it refuses an over-long one) with a plain sentence.
  await page.route('**/api/getproducts', async (route) => {
    const body = route.request().postDataJSON() as { request: { search?: string } };
    if (!body.request.search) return route.continue();
    await route.fulfill({ json: { status: 1, statusMessage: 'Search must be 100 characters or fewer.', data: null } });
  });
  await search(page).fill('worthy');
  await expect(page.getByText('Search must be 100 characters or fewer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(filters(page).getByRole('checkbox', { name: 'Worthy Park' })).toBeChecked();
  await expect(filters(page).getByRole('checkbox', { name: 'Appleton Estate' })).toBeVisible();
  await expect(filters(page).getByTestId('price-from')).toHaveText(from);
  await expect(filters(page).getByTestId('price-to')).toHaveText(to);
  await expect(filters(page)).not.toContainText('No brands');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(search(page)).toHaveValue('');
  await expect(productCards(page).first()).toBeVisible();
});

test('a server fault on the list still offers Retry', async ({ page }) => {
  await openCategory(page, 'Island Spirits', 'Rum');
  let fail = true;
  await page.route('**/api/getproducts', async (route) => {
    if (!fail) return route.continue();
    await route.fulfill({ json: { status: 500, statusMessage: 'Something went wrong, Please try again later', data: null } });
  });
  await search(page).fill('worthy');
  await expect(page.getByText('Something went wrong, Please try again later')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(productCards(page).first()).toBeVisible();
});
