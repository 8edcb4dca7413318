import { expect, test } from '../shared-tab';
import { bankOf } from '../checkout-support';
import { orderStatus, payWalkInByCard, refundToCard } from '../counter-support';

// Issue #32, walk the rest: the counter's card payment (a walk-in sale through the FAC sandbox's 3-D Secure
// window, back office 4.8) and the card refund of that sale (4.6), on the staff's tablet and phone.

test('@staff a walk-in sale paid by card through 3-D Secure is refunded to the same card', async ({ page }) => {
  test.setTimeout(120_000);
  const popup = await payWalkInByCard(page, '4111111111111111');
  await bankOf(popup).getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/order\/receipt$/, { timeout: 30_000 });
  await expect(page.locator('iframe[title="Receipt"]')).toHaveAttribute('src', /^blob:/);
  const orderid = await page.evaluate(() => (history.state as { usr: { orderid: string } }).usr.orderid);
  expect(await orderStatus(page.request, orderid)).toBe('CHECKED OUT');

  await page.goto(`/counter/order?orderid=${orderid}`);
  await page.getByRole('textbox', { name: /^Refund quantity of / }).first().fill('1');
  await expect(page.getByTestId('refund-amount')).not.toHaveText('Refund: $0.00');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await page.getByRole('dialog', { name: 'Refund details' }).getByRole('button', { name: 'Card' }).click();
  await refundToCard(page);
  await expect.poll(() => orderStatus(page.request, orderid)).toBe('REFUNDED');
});
