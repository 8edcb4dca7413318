import type { Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { cartLine, cents, expectedTax, openCategory, usd } from './shop-support';

/** Adds a product (without variants) from the products page; returns its tax rate as shown on its detail. */
async function addProduct(page: Page, name: string): Promise<number> {
  return (await addProductWithStock(page, name)).tax;
}

async function addProductWithStock(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  const label = await card.getByTestId('stock-label').innerText();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${name} added to your cart.`)).toBeVisible();
  await card.getByTestId('product-name').click();
  const tax = Number((await page.getByTestId('tax').innerText()).match(/[\d.]+/)![0]) / 100;
  await page.getByRole('link', { name: 'Back to Products' }).click();
  return { tax, left: /left/i.test(label) ? Number(label.match(/\d+/)![0]) : null };
}


test.describe('cart', () => {
  test('plus, minus, totals to the cent, delete and reset', async ({ page }) => {
    const rum = 'Rum Bar White Overproof Rum 700ml';
    const shower = 'Shower Suite with Amenity Kit';
    await openCategory(page, 'Island Spirits', 'Rum');
    const rumTax = await addProduct(page, rum);
    await openCategory(page, 'Club MoBay', 'Lounge Services');
    const showerTax = await addProduct(page, shower);

    await page.getByRole('link', { name: /^Cart, / }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);

    const showerLine = cartLine(page, shower);
    await expect(showerLine.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await showerLine.getByRole('button', { name: 'Increase quantity' }).click();
    await showerLine.getByRole('button', { name: 'Increase quantity' }).click();
    await showerLine.getByRole('button', { name: 'Increase quantity' }).click();
    await showerLine.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(showerLine.getByTestId('quantity')).toHaveText('3');

    const showerUnit = cents(await showerLine.getByTestId('unit-price').innerText());
    const rumUnit = cents(await cartLine(page, rum).getByTestId('unit-price').innerText());
    await expect(showerLine.getByTestId('line-total')).toHaveText(usd(showerUnit * 3));
    const sub = showerUnit * 3 + rumUnit;
    const tax = expectedTax([{ lineCents: showerUnit * 3, rate: showerTax }, { lineCents: rumUnit, rate: rumTax }]);
    await expect(page.getByTestId('sub-total')).toHaveText(usd(sub));
    await expect(page.getByTestId('tax-total')).toHaveText(usd(tax));
    await expect(page.getByTestId('grand-total')).toHaveText(usd(sub + tax));

    await cartLine(page, rum).getByRole('button', { name: `Delete ${rum}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete!' });
    await expect(confirm).toContainText('Are you sure you want to delete this item?');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(`${rum} deleted from cart.`)).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('sub-total')).toHaveText(usd(showerUnit * 3));

    await page.getByRole('button', { name: 'Empty the cart' }).click();
    await page.getByRole('dialog', { name: 'Reset!' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Your cart is empty!')).toBeVisible();
    await expect(page.getByText("Looks like you haven't made your choice yet")).toBeVisible();

    // With nothing left to reset, the trash says so instead of asking.
    await page.getByRole('button', { name: 'Empty the cart' }).click();
    await expect(page.getByText('Cart is empty.', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Reset!' })).toBeHidden();
  });

  test('the cart line is capped at stock and edited on the detail screen', async ({ page }) => {
    const name = 'Appleton Estate 21 Year Old Nassau Valley Casks 700ml';
    await openCategory(page, 'Island Spirits', 'Rum');
    const { left } = await addProductWithStock(page, name);
    expect(left).not.toBeNull();
    await page.goto('/cart');
    const row = cartLine(page, name);
    const plus = row.getByRole('button', { name: 'Increase quantity' });
    for (let n = 1; n < left!; n++) await plus.click();
    await expect(row.getByTestId('quantity')).toHaveText(String(left));
    await plus.click();
    await expect(page.getByRole('dialog', { name: 'Oops!' })).toContainText(`Only ${left} item left in stock`);
    await page.getByRole('dialog', { name: 'Oops!' }).getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/product\/detail$/);
    // The line holds all the stock: stock minus the quantity in the cart leaves none.
    await expect(page.getByTestId('stock-label')).toHaveText('All in your cart');
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    const q = await page.getByTestId('quantity').innerText();
    await page.getByRole('button', { name: 'Update Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLine(page, name).getByTestId('quantity')).toHaveText(q);
  });
});
