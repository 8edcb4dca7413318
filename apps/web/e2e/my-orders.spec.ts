import { expect, test } from './shared-tab';
import { outbox, signedInAt } from './support';
import { buyOne, stockOf } from './checkout-support';
import { orderByCalls } from './order-support';

// Storefront /orders, /order/detail, /order/update-flight and the cancel flow, as a shopper walks them. As
// 'traveller' buying its own bottle, so other files' purchases (as 'shopper', of the default rum) can run beside
// it without touching this test's order or stock.
const BOTTLE = 'Hampden Estate Rum Fire Velvet 700ml';

test('a shopper finds the order, changes its flight, cancels it and gets the stock back on the shelf', async ({ page }) => {
  const { orderid, productid, stock } = await buyOne(page, 'traveller', BOTTLE);
  await page.getByTestId('orders-hint').getByRole('link', { name: 'My Orders' }).click();

  // My orders: the new order's card, newest first.
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  const card = page.getByTestId('order-card').filter({ hasText: orderid });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('UNPROCESSED');
  await expect(card).toContainText('Keisha Campbell');
  await expect(card).toContainText('USD $');
  await card.getByRole('button', { name: 'View Details' }).click();

  // The detail: number, status, QR code, customer, flight, items, progress.
  await expect(page).toHaveURL(/\/order\/detail$/);
  await expect(page.getByTestId('order-number')).toHaveText(orderid);
  await expect(page.getByTestId('order-qr').locator('svg')).toBeVisible();
  await expect(page.getByTestId('customer-panel')).toContainText('shopper@dutyfree.example');
  await expect(page.getByTestId('flight-panel')).toContainText('Sangster International');
  await expect(page.getByTestId('order-items')).toContainText(BOTTLE);
  await expect(page.getByTestId('order-timeline')).toContainText('Order placed');
  // A reload keeps the order.
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderid);
  const before = await page.getByTestId('flight-panel').innerText();

  // Change of flight: the form asks for an airline and a flight first.
  await page.getByRole('button', { name: 'Edit Flight' }).click();
  await expect(page.getByRole('heading', { name: 'Change Flight' })).toBeVisible();
  await page.getByRole('button', { name: 'Update Flight' }).click();
  await expect(page.getByText('Please select an airline.')).toBeVisible();
  await expect(page.getByText('Please select flight.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Airline' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Flight', exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Update Flight' }).click();
  await expect(page.getByRole('heading', { name: 'Flight Updated' })).toBeVisible();
  await expect.poll(async () => (await outbox()).some((m) => m.includes(`Your order ${orderid} is moved`)), { timeout: 15_000 }).toBe(true);
  await page.getByRole('link', { name: 'Back To Home' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  await page.getByTestId('order-card').filter({ hasText: orderid }).getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/order\/detail$/);
  await expect(page.getByTestId('flight-panel')).not.toHaveText(before);
  await expect(page.getByTestId('order-timeline').locator('..')).toContainText('Flight changed');

  // Cancel: Alert! with Ok and Cancel; Cancel keeps the order.
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alert!' });
  await expect(dialog).toContainText('Are you want to cancel this order?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('UNPROCESSED');
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('dialog', { name: 'Alert!' }).getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('heading', { name: 'Order Canceled' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Back To Home' }).click();
  const cancelled = page.getByTestId('order-card').filter({ hasText: orderid });
  await expect(cancelled.getByTestId('order-status')).toHaveText('CANCELLED');
  await cancelled.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/order\/detail$/);
  await expect(page.getByTestId('order-number')).toHaveText(orderid);
  await expect(page.getByTestId('order-status')).toHaveText('CANCELLED');
  await expect(page.getByTestId('order-timeline')).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Edit Flight' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  // The bottle is back on the shelf and the guest has the cancellation mail.
  await expect.poll(() => stockOf(page, productid)).toBe(stock);
  await expect.poll(async () => (await outbox()).some((m) => m.includes(`Your order ${orderid} is cancelled`)), { timeout: 15_000 }).toBe(true);
});

test('the order detail page without an order in navigation state goes home', async ({ page }) => {
  await orderByCalls(page.request, 'traveller', [{ store: 'Island Spirits', product: BOTTLE }]);
  await signedInAt(page, 'traveller', '/order/detail');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/order/update-flight');
  await expect(page).toHaveURL(/\/$/);
});
