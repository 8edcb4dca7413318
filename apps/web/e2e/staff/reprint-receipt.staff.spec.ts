import { expect, test } from '../shared-tab';
import { signedInAt } from '../support';

// Issue #32 item 2 (back office 4.1): REPRINTABLERECEIPTS shows PRINT RECEIPT, which opens the receipt.

test('@staff Reprint Receipt opens a collected order’s receipt with Email and Back', async ({ page }) => {
  await signedInAt(page, 'lounge', '/admin');
  await page.getByRole('link', { name: 'Reprint Receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Reprint Receipts', level: 1 })).toBeVisible();
  // The demo data hold collected orders (checked out, some with a return under way).
  await page.getByTestId('order-card').first().getByRole('link', { name: 'VIEW DETAILS' }).click();
  await page.getByRole('button', { name: 'PRINT RECEIPT' }).click();
  await expect(page).toHaveURL(/\/order\/receipt$/);
  await expect(page.locator('iframe[title="Receipt"]')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('button', { name: 'Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' }).or(page.getByRole('link', { name: 'Back' }))).toBeVisible();
});
