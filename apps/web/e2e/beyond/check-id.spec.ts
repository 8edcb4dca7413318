import { expect, test } from '../shared-tab';
import { ageTexts } from '@shop/contracts/age-rules';
import { RUM } from '../checkout-support';
import { accept, checkIn, orderStatus, sign } from '../counter-support';
import { orderByCalls } from '../order-support';
import { ownShopper, signedInAt } from '../support';

test('@beyond age check: Check ID: 18+ shows at the counter, and check-out needs the staff member to confirm ID was seen', async ({ page }) => {
  test.setTimeout(120_000);
  const orderid = await orderByCalls(page.request, ownShopper(), [{ store: 'Island Spirits', product: RUM }]);
  await checkIn(page.request, orderid);
  await signedInAt(page, 'lounge', `/counter/order?orderid=${orderid}`);
  await expect(page.getByTestId('order-status')).toHaveText('CHECKED IN');
  await expect(page.getByTestId('check-id')).toHaveText(ageTexts.checkId);
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page.getByText(ageTexts.idSeenRequired)).toBeVisible();
  await page.getByRole('checkbox', { name: ageTexts.idSeenLabel }).check();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await sign(page);
  await accept(page, 'Check Out Successfull.');
  await expect.poll(() => orderStatus(page.request, orderid)).toBe('CHECKED OUT');
});
