import { expect, test, type Page } from '@playwright/test';
import { callAs, outbox, signIn } from './support';
import { accept, sign } from './counter-support';
import { bankOf } from './checkout-support';

const ITEM = '20-Minute Express Massage';
/** The lounge's own store (seed/stores.ts). */
const LOUNGE_STORE = 'SIADLOUNGE';

/** The lounge operator adds a product of the lounge's own store and opens the walk-in payment. */
async function walkInCart(page: Page, method: 'Card' | 'Cash') {
  await signIn(page, 'lounge');
  await page.goto('/categories');
  const card = page.getByTestId('product-card').filter({ hasText: ITEM });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${ITEM} added to your cart.`)).toBeVisible();
  await page.goto('/cart/payment');
  const choose = page.getByRole('dialog', { name: 'Payment Method' });
  await expect(choose).toBeVisible();
  if (method === 'Cash') await choose.getByText('Cash').click();
  else await choose.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Walk');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Guest');
  await page.getByRole('textbox', { name: 'Email' }).fill('walk.guest@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('8765550199');
  await page.getByLabel('Flight', { exact: true }).first().click();
  await page.getByRole('option').last().click();
}

/** On /order/receipt: the PDF in its frame, then Email mails it to the guest. */
async function mailReceipt(page: Page) {
  await expect(page).toHaveURL(/\/order\/receipt$/, { timeout: 30_000 });
  await expect(page.locator('iframe[title="Receipt"]')).toHaveAttribute('src', /^blob:/);
  const before = (await outbox()).length;
  await page.getByRole('button', { name: 'Email' }).click();
  await accept(page, 'Email sent successfully');
  await expect.poll(async () => (await outbox()).slice(before).some((m) => m.includes('To: walk.guest@example.com') && /application\/pdf/i.test(m))).toBe(true);
}

test.describe('walk-in sales', () => {
  test('by card through the 3-D Secure popup to the receipt and its mail', async ({ page }) => {
    test.setTimeout(90_000);
    await walkInCart(page, 'Card');
    await page.getByRole('textbox', { name: 'Card Holder' }).fill('Walk Guest');
    await page.getByRole('textbox', { name: 'Card Number' }).fill('4111111111111111');
    await page.getByRole('textbox', { name: 'Expiry Date' }).fill('1230');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const popupOpened = page.waitForEvent('popup');
    await sign(page);
    const popup = await popupOpened;
    await bankOf(popup).getByRole('button', { name: 'Approve' }).click();
    await mailReceipt(page);
  });

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
  await signIn(page, 'lounge');
  await page.goto('/categories');
  await expect(page.getByTestId('product-card').filter({ hasText: ITEM })).toBeVisible();
  const ask = async (value: string) => {
    await page.getByRole('button', { name: 'Scan Product' }).click();
    await page.getByLabel('Product code').fill(value);
  };
  await ask('999999');
  await accept(page, 'Invalid QR Code Scan.');
  const productid = await callAs<{ products: { productid: number; productname: string }[] }>(page, 'getproducts', { vendorid: LOUNGE_STORE, pagesize: 100 }).then(
    (r) => r.products.find((p) => p.productname === ITEM)!.productid,
  );
  await ask(` ${productid} `);
  await expect(page.getByRole('heading', { name: ITEM, level: 1 })).toBeVisible();
});
