import { expect, test } from '../shared-tab';
import { orderByCalls } from '../order-support';
import { ownShopper, signedInAt } from '../support';
import { openOrderIn, QUEUE_BOTTLE } from './staff-walk-support';

// Issue #32 item 4: Fulfill Order with nothing applied keeps the vendor on the order, the reason in a dialog.

test('@staff Fulfill Order with nothing applied keeps the order open with the reason in a dialog', async ({ page }) => {
  // An order of its own (QUEUE_BOTTLE): the first of the queue, a desktop test's, was once fulfilled by that test
  // as this one opened it, and Fulfill Order showed the failure page instead of the dialog.
  const orderid = await orderByCalls(page.request, ownShopper(), [QUEUE_BOTTLE]);
  await signedInAt(page, 'vendor');
  await openOrderIn(page, 'UNPROCESSED', 'Fulfill Orders', orderid);
  await page.getByTestId('order-action').click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Please choose at least one item to fulfil the order.' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').last().click();
  await expect(page).toHaveURL(/\/order\/detail$/);
  await expect(page.getByTestId('order-action')).toHaveText('Fulfill Order');
  await expect(page.getByText('Fulfillment Failed')).toBeHidden();
});
