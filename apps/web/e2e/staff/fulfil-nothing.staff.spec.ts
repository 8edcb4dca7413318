import { expect, test } from '../shared-tab';
import { signedInAt } from '../support';

// Issue #32 item 4: Fulfill Order with nothing applied keeps the vendor on the order, the reason in a dialog.

test('@staff Fulfill Order with nothing applied keeps the order open with the reason in a dialog', async ({ page }) => {
  await signedInAt(page, 'vendor');
  await page.locator('[data-queue="UNPROCESSED"]').click();
  await expect(page.getByRole('heading', { name: 'Fulfill Orders', level: 1 })).toBeVisible();
  await page.getByTestId('order-card').first().getByRole('link', { name: 'VIEW DETAILS' }).click();
  await page.getByTestId('order-action').click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Please choose at least one item to fulfil the order.' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').last().click();
  await expect(page).toHaveURL(/\/order\/detail$/);
  await expect(page.getByTestId('order-action')).toHaveText('Fulfill Order');
  await expect(page.getByText('Fulfillment Failed')).toBeHidden();
});
