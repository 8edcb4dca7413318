import { expect, test } from '../shared-tab';
import { rateToBp, taxCents } from '@shop/contracts/money';
import { RUM } from '../checkout-support';
import { call, checkIn, login } from '../counter-support';
import { orderByCalls } from '../order-support';
import { usd } from '../shop-support';
import { ownShopper, signedInAt } from '../support';

// Issue #32 item 6: after a check-out with an extra item, the detail and the Refund Orders card show the final
// amount and the extra line, as the receipt does.

/** A 1 x 1 PNG: the guest's signature as the canvas sends it. */
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type Item = { orderitemid: number; productid: number; productname: string; unitcost: number; taxrate: number; orderedamount: number };

test('@staff an order checked out with an extra item shows its final amount and lines', async ({ page }) => {
  test.setTimeout(180_000);
  const orderid = await orderByCalls(page.request, ownShopper(), [{ store: 'Island Spirits', product: RUM }]);
  await checkIn(page.request, orderid);
  const lounge = await login(page.request, 'lounge');
  const items = (await call(page.request, lounge, 'getorder', { orderid })).data.order.orderitems as Item[];
  const bottle = items[0]!;
  // One more bottle of the same rum, added at the counter and paid in cash.
  const lines = [...items.map((i) => ({ cents: Math.round(i.unitcost * 100) * i.orderedamount, rate: i.taxrate })), { cents: Math.round(bottle.unitcost * 100), rate: bottle.taxrate }];
  const sub = lines.reduce((n, l) => n + l.cents, 0);
  const finalCents = sub + taxCents(lines.map((l) => ({ lineCents: l.cents, bp: rateToBp(l.rate) })));
  const res = await call(page.request, lounge, 'processorder', {
    orderid,
    processaction: 'CHECKOUTORDER',
    // Rum is alcohol: ID was seen at the hand-over (issue 29).
    idseen: 'Y',
    amount: finalCents / 100,
    signature: SIGNATURE,
    extraOrder: [{ productid: bottle.productid, quantity: 1 }],
    paymentMethod: 'cash',
    currencycode: 'USD',
    exchangerate: 1,
  });
  expect(res.status, res.statusMessage).toBe(0);

  await signedInAt(page, 'lounge', '/admin');
  await page.getByRole('link', { name: 'Refund Guest' }).click();
  await expect(page.getByRole('heading', { name: 'Refund Orders', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Scan Order' }).click();
  await page.getByLabel('Order code').fill(orderid);
  await expect(page.getByTestId('order-total')).toHaveText(`Total ${usd(finalCents)}`);
  await expect(page.getByTestId('extra-item')).toContainText(bottle.productname);
});
