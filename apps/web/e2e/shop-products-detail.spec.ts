import type { Page, Request } from '@playwright/test';
import { expect, test } from './shared-tab';
import { holdRequests } from './support';
import { openCategory, productCards } from './shop-support';

async function openProduct(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  // The search's answer first: the cards it replaces may otherwise move under the pointer.
  await expect(productCards(page).filter({ hasNotText: name })).toHaveCount(0);
  await page.getByTestId('product-name').filter({ hasText: name }).first().click();
  await expect(page).toHaveURL(/\/product\/detail$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test.describe('product detail', () => {
  test.beforeEach(async ({ page }) => openCategory(page, 'Island Spirits', 'Rum'));

  test('switches between variants and goes back to the products', async ({ page }) => {
    await openProduct(page, 'Appleton Estate 12 Year Old Rare Casks 700ml');
    await expect(page.getByTestId('tax')).toHaveText(/^Tax: \d+(\.\d+)?%$/);
    const price = await page.getByTestId('price').innerText();
    await page.locator('label').filter({ hasText: 'Appleton Estate 12 Year Old Rare Casks 1L' }).click();
    await expect(page.getByRole('heading', { name: 'Appleton Estate 12 Year Old Rare Casks 1L', level: 1 })).toBeVisible();
    await expect(page.getByTestId('price')).not.toHaveText(price);

    await page.getByRole('link', { name: 'Back to Products' }).click();
    await expect(page).toHaveURL(/\/store\/products$/);
    await expect(page.getByRole('heading', { name: 'Rum', level: 1 })).toBeVisible();
  });

  test('a product opened from its list can be added at once, while its detail is still being asked for', async ({ page }) => {
    const name = 'Appleton Estate 12 Year Old Rare Casks 700ml';
    const detailCall = (r: Request) => r.url().endsWith('/api/getproducts') && Boolean((r.postDataJSON() as { request?: { productid?: number } }).request?.productid);
    const release = await holdRequests(page, '**/api/getproducts', detailCall);
    const asked = page.waitForRequest(detailCall);
    await openProduct(page, name);
    await asked;
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(`${name} added to your cart.`)).toBeVisible();
    release();
  });

  test('the quantity stops at the stock with the Oops! dialog and at 1 below', async ({ page }) => {
    await openProduct(page, 'Appleton Estate 21 Year Old Nassau Valley Casks 700ml');
    const left = Number((await page.getByTestId('stock-label').innerText()).match(/\d+/)![0]);
    const minus = page.getByRole('button', { name: 'Decrease quantity' });
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    await expect(minus).toBeDisabled();
    for (let n = 1; n < left; n++) await plus.click();
    await expect(page.getByTestId('quantity')).toHaveText(String(left));
    await plus.click();
    const dialog = page.getByRole('dialog', { name: 'Oops!' });
    await expect(dialog).toContainText(`Only ${left} item left in stock`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('quantity')).toHaveText(String(left));

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Appleton Estate 21 Year Old Nassau Valley Casks 700ml added to your cart.')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Oops!' })).toContainText('Item already added in cart');
  });
});
