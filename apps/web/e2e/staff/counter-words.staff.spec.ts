import { expect, test } from '../shared-tab';
import { restingOrder, staffSignIn } from './staff-support';

const ITEM = '20-Minute Express Massage';

// Issue 32 item 10: the counter has a way back, a cash refund says what is given back, and the walk-in flight
// list reads like the storefront's.
test('@staff the counter has a way back, a cash refund reads Amount to Refund, walk-in flights read like the storefront', async ({ page }) => {
  test.setTimeout(90_000);
  await staffSignIn(page, 'lounge');
  const waiting = await restingOrder(page, 'CHECKEDINORDERS');
  await page.goto(`/counter/order?orderid=${waiting.orderid}`);
  await expect(page.getByTestId('order-status')).toHaveText('CHECKED IN');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Check Out', level: 1 })).toBeVisible();

  // A demo order collected long ago: the first of the queue may be a desktop test's, refunded by it meanwhile.
  const collected = await restingOrder(page, 'REFUNDABLEORDERS');
  await page.goto(`/counter/order?orderid=${collected.orderid}`);
  await page.getByRole('textbox', { name: /^Refund quantity of / }).first().fill('1');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await page.getByRole('dialog', { name: 'Refund details' }).getByRole('button', { name: 'Cash' }).click();
  await expect(page).toHaveURL(/\/order\/payment$/);
  await expect(page.getByRole('textbox', { name: 'Amount to Refund' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount to Charge' })).toHaveCount(0);

  await page.goto('/categories');
  await page.getByTestId('product-card').filter({ hasText: ITEM }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${ITEM} added to your cart.`)).toBeVisible();
  await page.goto('/cart/payment');
  await page.getByRole('dialog', { name: 'Payment Method' }).getByText('Cash').click();
  await page.getByLabel('Flight', { exact: true }).first().click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  // "15:50 Air Canada AC 1807": the time, the airline's name, the flight; no date, no repeated code.
  for (const text of await options.allInnerTexts()) expect(text).toMatch(/^\d\d:\d\d [A-Z][a-z].* \S+$/);
  await page.keyboard.press('Escape');
  // The cart is the lounge's own (docs/decisions/0040): empty it for the next walk.
  await page.getByRole('button', { name: 'Empty the cart' }).first().click();
  await page.getByRole('dialog', { name: 'Reset!' }).getByRole('button', { name: /ok|yes|confirm/i }).click();
});
