import type { Page } from '@playwright/test';
import { expect, test } from './shared-tab';

const siaDeparture = (page: Page) => page.getByRole('button', { name: 'Sangster International Departure', exact: true });

test.describe('home', () => {
  test('shows the banner carousel and four airport cards, three of them Coming soon', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByLabel('Offers', { exact: true });
    await expect(carousel).toBeVisible();
    await expect.poll(() => carousel.locator('[aria-roledescription="slide"]').count()).toBeGreaterThan(1);
    await expect(carousel.locator('img').first()).toHaveJSProperty('complete', true);

    await expect(siaDeparture(page)).toBeEnabled();
    for (const name of ['Sangster International Arrival', 'Norman Manley International Departure', 'Norman Manley International Arrival']) {
      await expect(page.getByRole('button', { name: `${name}, Coming soon` })).toBeDisabled();
    }
    await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Good to know' })).toBeVisible();
  });

  test('Sangster departure lists several stores and shows the trail in the header', async ({ page }) => {
    await page.goto('/');
    await siaDeparture(page).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();
    const shopNow = page.getByRole('button', { name: /^Shop now at / });
    await expect(shopNow.first()).toBeVisible();
    await expect.poll(() => shopNow.count()).toBeGreaterThan(1);
    const trail = page.getByLabel('Where you are');
    await expect(trail.getByText('Sangster International')).toBeVisible();
    await expect(trail.getByText('Departure')).toBeVisible();

    // The arrows scroll the row of stores 700px a step.
    const next = page.getByRole('button', { name: 'Next stores' });
    if (await next.isVisible()) {
      await next.click();
      await expect(page.getByRole('button', { name: 'Previous stores' })).toBeEnabled();
    }
  });

  test('choosing a store shows its categories, and a category opens its products', async ({ page }) => {
    await page.goto('/');
    await siaDeparture(page).click();
    await page.getByRole('button', { name: 'Shop now at Island Spirits' }).click();
    await expect(page).toHaveURL(/\/store\/categories$/);
    await expect(page.getByRole('heading', { name: 'Island Spirits', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Where you are').getByText('Island Spirits')).toBeVisible();
    const categories = page.locator('main').getByRole('button').filter({ has: page.locator('img, [role="img"]') });
    await expect(categories.first()).toBeVisible();
    const name = (await categories.first().innerText()).trim();
    await categories.first().click();
    await expect(page).toHaveURL(/\/store\/products$/);
    await expect(page.getByLabel('Where you are').getByText(name)).toBeVisible();
  });

  test('the trail follows the shopper back up: store, then the stores list', async ({ page }) => {
    await page.goto('/');
    await siaDeparture(page).click();
    await page.getByRole('button', { name: 'Shop now at Island Spirits' }).click();
    await page.getByRole('button', { name: 'Rum', exact: true }).click();
    const trail = page.getByLabel('Where you are');
    await expect(trail).toHaveText(/Island Spirits.*Rum$/);

    await trail.getByRole('link', { name: 'Island Spirits' }).click();
    await expect(page).toHaveURL(/\/store\/categories$/);
    await expect(trail).toHaveText(/Departure.*Island Spirits$/);

    await page.getByRole('link', { name: 'All stores' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(trail).toHaveText(/Sangster International.*Departure$/);
  });

  test('a store banner opens that store\'s categories', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Jamaica\'s finest rums, waiting at the lounge' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/store\/categories$/);
    await expect(page.getByRole('heading', { name: 'Island Spirits', level: 1 })).toBeVisible();
  });

  test('a product banner opens that product in its own store, whichever store was open before', async ({ page }) => {
    // Open another store first, so the product's store must come from the product, not from the last choice.
    await page.goto('/');
    await page.getByRole('button', { name: 'The world\'s most sought-after coffee' }).dispatchEvent('click');
    await expect(page.getByRole('heading', { name: 'Blue Mountain Coffee House', level: 1 })).toBeVisible();
    await page.goto('/');
    await page.getByRole('button', { name: 'Appleton Estate 12 Year Old Rare Casks' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/product\/detail$/);
    await expect(page.getByRole('heading', { name: /^Appleton Estate 12 Year Old/, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    const trail = page.getByLabel('Where you are');
    await expect(trail).toContainText('Island Spirits');
    await expect(trail).not.toContainText('Blue Mountain Coffee House');
  });

  test('Book Now shows the lounge prices in USD and books lounge access', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('columnheader', { name: 'Adult' })).toBeVisible();
    await expect(dialog.getByRole('columnheader', { name: 'Child' })).toBeVisible();
    await expect(dialog.getByRole('row')).toHaveCount(4);
    await expect(dialog.getByText(/^USD \$\d+\.\d{2}$/).first()).toBeVisible();
    await dialog.getByRole('link', { name: 'Book lounge access' }).click();
    await expect(page).toHaveURL(/\/store\/categories$/);
    await expect(page.getByRole('heading', { name: 'Club MoBay', level: 1 })).toBeVisible();
  });
});
