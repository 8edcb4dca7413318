import { expect, test } from './shared-tab';
import { restingOrder } from './staff/staff-support';
import { signedInAt } from './support';

test("the lounge's Check Out queue opens the counter's final price check for the order", async ({ page }) => {
  await signedInAt(page, 'lounge');
  // The queue's oldest order: its first may be a desktop test's, checked out by that test meanwhile.
  const { orderid } = await restingOrder(page, 'CHECKEDINORDERS');
  await page.getByText('Check Out', { exact: true }).first().click();
  const card = page.locator(`[data-testid="order-card"][data-orderid="${orderid}"]`);
  await expect(card).toBeVisible();
  await card.getByText('VIEW DETAILS').click();
  await page.getByTestId('order-action').click();
  await expect(page).toHaveURL(new RegExp(`/counter/order\\?orderid=${orderid}$`));
  await expect(page.getByRole('heading', { name: 'Final price' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check Out' })).toBeVisible();
});
