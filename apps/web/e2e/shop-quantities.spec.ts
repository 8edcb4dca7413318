import type { Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { cartLine, openCategory, productCards } from './shop-support';

// Issue 18, points 1 and 6: Buy Now never lowers a line; a product without stock says Sold out.
test.describe.configure({ mode: 'parallel' });

async function openProduct(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await expect(productCards(page)).toHaveCount(1);
  await page.getByTestId('product-name').filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

const setQuantity = async (page: Page, n: number) => {
  const q = page.getByTestId('quantity');
  while (Number(await q.innerText()) < n) await page.getByRole('button', { name: 'Increase quantity' }).click();
  while (Number(await q.innerText()) > n) await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(q).toHaveText(String(n));
};

test('Buy Now on the detail page adds to the line in the cart, never lowering it', async ({ page }) => {
  const name = 'Monymusk Plantation Special Gold Rum 700ml';
  await openCategory(page, 'Island Spirits', 'Rum');
  await openProduct(page, name);
  await setQuantity(page, 3);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

  await setQuantity(page, 1);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLine(page, name).getByTestId('quantity')).toHaveText('4');
});

test('Buy Now stops at the stock with the Only N item left dialog, then opens the cart', async ({ page }) => {
  const name = 'Appleton Estate 21 Year Old Nassau Valley Casks 700ml';
  await openCategory(page, 'Island Spirits', 'Rum');
  await openProduct(page, name);
  const stock = Number((await page.getByTestId('stock-label').innerText()).match(/\d+/)![0]);
  await setQuantity(page, stock - 1);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${name} added to your cart.`)).toBeVisible();

  await setQuantity(page, 2);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Oops!' });
  await expect(dialog).toContainText(`Only ${stock} item left in stock`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLine(page, name).getByTestId('quantity')).toHaveText(String(stock));
});

test('Buy Now on a card keeps the line that is already in the cart', async ({ page }) => {
  const name = 'Monymusk Plantation Special Gold Rum 700ml';
  await openCategory(page, 'Island Spirits', 'Rum');
  await openProduct(page, name);
  await setQuantity(page, 3);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Back to Products' }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await expect(productCards(page)).toHaveCount(1);
  await productCards(page).getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLine(page, name).getByTestId('quantity')).toHaveText('3');
});

test('a product without stock says Sold out on its card and detail, with its buttons off', async ({ page }) => {
  const name = 'Hampden Estate Great House Distillery Edition 700ml';
  await openCategory(page, 'Island Spirits', 'Rum');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await expect(productCards(page)).toHaveCount(1);
  const card = productCards(page).first();
  await expect(card.getByTestId('stock-label')).toHaveText('Sold out');
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  await expect(card).not.toContainText(/0 left/i);

  await card.getByTestId('product-name').click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('stock-label')).toHaveText('Sold out');
  for (const button of ['Add to Cart', 'Buy Now', 'Increase quantity']) {
    await expect(page.getByRole('button', { name: button })).toBeDisabled();
  }
  await expect(page.getByRole('main')).not.toContainText(/0 left/i);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('N Left stays for stock above 0 and counts what is in the cart', async ({ page }) => {
  const name = 'Appleton Estate 21 Year Old Nassau Valley Casks 700ml';
  await openCategory(page, 'Island Spirits', 'Rum');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  const card = productCards(page).first();
  await expect(card.getByTestId('stock-label')).toHaveText('4 Left');
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByTestId('stock-label')).toHaveText('3 Left');
});
