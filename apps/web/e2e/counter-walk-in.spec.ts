import { expect, test } from './shared-tab';
import { callAs, signedInAt } from './support';
import { accept, LOUNGE_STORE, mailReceipt, sign, WALK_IN_ITEM, walkInCart } from './counter-support';

test.describe('walk-in sales', () => {
  test('in cash in JMD to the receipt', async ({ page }) => {
    test.setTimeout(90_000);
    await walkInCart(page, 'Cash');
    await page.getByLabel('To', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Jamaican Dollar' }).click();
    await expect(page.getByTestId('amount-to-charge')).toHaveValue('7339.50');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('button', { name: 'Save & Proceed' }).click();
    await expect(page.getByText('Please add guest signature.')).toBeVisible();
    await sign(page);
    await mailReceipt(page);
  });
});

test('Scan Product opens a product of the lounge’s store, and an unknown code says Oops!', async ({ page }) => {
  await signedInAt(page, 'lounge', '/categories');
  await expect(page.getByTestId('product-card').filter({ hasText: WALK_IN_ITEM })).toBeVisible();
  const ask = async (value: string) => {
    await page.getByRole('button', { name: 'Scan Product' }).click();
    await page.getByLabel('Product code').fill(value);
  };
  await ask('999999');
  await accept(page, 'Invalid QR Code Scan.');
  const productid = await callAs<{ products: { productid: number; productname: string }[] }>(page, 'getproducts', { vendorid: LOUNGE_STORE, pagesize: 100 }).then(
    (r) => r.products.find((p) => p.productname === WALK_IN_ITEM)!.productid,
  );
  await ask(` ${productid} `);
  await expect(page.getByRole('heading', { name: WALK_IN_ITEM, level: 1 })).toBeVisible();
});
