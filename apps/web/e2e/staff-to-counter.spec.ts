import { expect, test } from './shared-tab';
import { openOrder, restingOrder } from './staff/staff-support';
import { signedInAt } from './support';

test("the lounge's Check Out queue opens the counter's final price check for the order", async ({ page }) => {
  await signedInAt(page, 'lounge');
  // The queue's oldest order: its first may be a desktop test's, checked out by that test meanwhile.
  const { orderid } = await restingOrder(page, 'CHECKEDINORDERS');
  await openOrder(page, 'CHECKEDINORDERS', orderid);
  await page.getByTestId('order-action').click();
  await expect(page).toHaveURL(new RegExp(`/counter/order\\?orderid=${orderid}$`));
  await expect(page.getByRole('heading', { name: 'Final price' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check Out' })).toBeVisible();
});
