import { expect, test } from '../shared-tab';
import { callAs } from '../support';
import { openOrder, restingOrders, staffSignIn } from './staff-support';

type Detail = { order: { parts: { vendorid: string; vendorname: string }[]; orderitems: { productname: string; vendorid: string }[] } };

// Issue 32 item 8: the timeline reads as people speak: airport times, store names, and a store sees its own lines.
test('@staff the order timeline names stores, shows no raw timestamps and only the store’s own lines', async ({ page, person }) => {
  await staffSignIn(page, 'vendor');
  // Oldest first: the queue's first order may be another test's, assigned by it before this one opens it.
  const waiting = await restingOrders(page, 'FULFILLED');
  expect(waiting.length, 'demo orders wait for assignment').toBeGreaterThan(0);

  // The lounge sees every store's part: pick an order that also holds another store's goods, if one waits.
  const loungePage = await person();
  await staffSignIn(loungePage, 'lounge');
  const whole = await Promise.all(waiting.map((o) => callAs<Detail>(loungePage, 'getorder', { orderid: o.orderid })));
  const n = Math.max(0, whole.findIndex((d) => d.order.parts.length > 1));
  const { orderid } = waiting[n]!;
  const mine = await callAs<Detail>(page, 'getorder', { orderid });
  const own = whole[n]!.order.parts.find((p) => p.vendorid === mine.order.parts[0]!.vendorid)!;
  const others = whole[n]!.order.parts.filter((p) => p.vendorid !== own.vendorid);
  const othersGoods = whole[n]!.order.orderitems.filter((i) => i.vendorid !== own.vendorid);

  await openOrder(page, 'FULFILLED', orderid);
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline).toContainText(`FulFilled: ${own.vendorname}`);
  const text = await timeline.innerText();
  expect(text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
  for (const p of [own, ...others]) expect(text).not.toContain(p.vendorid);
  for (const p of others) expect(text).not.toContain(p.vendorname);
  const items = page.getByTestId('order-items');
  for (const i of othersGoods) await expect(items).not.toContainText(i.productname);
});
