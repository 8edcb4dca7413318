import { expect, test } from '../shared-tab';
import { accept, sign } from '../counter-support';
import { orderByCalls } from '../order-support';
import { ownShopper, signedInAt } from '../support';
import { LOUNGE_ACCESS, openOrderIn, refundAllToCard } from './staff-walk-support';

// Issue #32 item 1: the lounge's own goods need nobody to carry them: its fulfilment brings the order to Check Out.

test('@staff a lounge-only order fulfilled by the lounge waits in Check Out, is checked out and refunded', async ({ page }) => {
  test.setTimeout(180_000);
  const orderid = await orderByCalls(page.request, ownShopper(), [{ store: 'Club MoBay', product: LOUNGE_ACCESS }]);
  await signedInAt(page, 'lounge');
  await openOrderIn(page, 'UNPROCESSED', 'Fulfill Orders', orderid);
  await page.getByRole('button', { name: /^More / }).first().click();
  await page.getByTestId('order-action').click();
  await accept(page, 'Fulfill Order Successfull');
  await openOrderIn(page, 'CHECKEDINORDERS', 'Check Out', orderid);
  await expect(page.getByTestId('order-status')).toHaveText('CHECKED IN');
  await expect(page.getByTestId('order-action')).toHaveText('Check Out');

  // Check Out with the guest's signature, then the access is refunded to the card.
  await page.getByTestId('order-action').click();
  await expect(page.getByRole('heading', { name: 'Final price', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await sign(page);
  await accept(page, 'Check Out Successfull.');
  await refundAllToCard(page, orderid);
});
