import { expect, test } from './shared-tab';
import { signedInAt } from './support';

test("the lounge's Check Out queue opens the counter's final price check for the order", async ({ page }) => {
  await signedInAt(page, 'lounge');
  await page.getByText('Check Out', { exact: true }).first().click();
  const card = page.getByTestId('order-card').first();
  await expect(card).toBeVisible();
  await card.getByText('VIEW DETAILS').click();
  await page.getByTestId('order-action').click();
  await expect(page).toHaveURL(/\/counter\/order\?orderid=/);
  await expect(page.getByRole('heading', { name: 'Final price' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check Out' })).toBeVisible();
});
