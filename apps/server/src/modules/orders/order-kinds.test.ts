import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { amountOf, linesOf, placeOrder, type Line } from '../../test/checkout-flow.js';
import { itemsWith, signature } from '../../test/counter-flow.js';
import { STORE } from '../../seed/stores.js';

// Issue #32 item 1: a store-only, a lounge-only and a mixed store-and-lounge order each go from payment through
// every queue of the staff who hold their parts, to check-out and refund.

let shop: TestShop;
const as: Record<string, Session> = {};
beforeAll(async () => {
  shop = await startShop();
  for (const u of ['lounge', 'vendor', 'agent', 'shopper']) as[u] = await shop.signIn(u);
});
afterAll(() => shop.close());

const act = (who: string, orderid: string, processaction: string, more: object = {}) => shop.call('processorder', { orderid, processaction, ...more }, as[who]);
const ok = async (who: string, orderid: string, processaction: string, more: object = {}) => {
  const res = await act(who, orderid, processaction, more);
  expect(res.status, `${processaction} by ${who}: ${res.statusMessage}`).toBe(Status.OK);
  return res;
};
const ids = async (who: string, actiontype: string) => {
  const res = await shop.call('getorders', { actiontype }, as[who]);
  expect(res.status, `${actiontype} for ${who}: ${res.statusMessage}`).toBe(Status.OK);
  return res.data.orders.map((o: { orderid: string }) => o.orderid) as string[];
};
const detail = async (orderid: string) => (await shop.call('getorder', { orderid }, as.lounge)).data.order;
const full = (who: string, orderid: string) => itemsWith(shop, as[who]!, orderid, (q) => q);

/** The rum shop's part: fulfilled, assigned to the agent, confirmed by the agent. */
async function storeCarries(orderid: string) {
  await ok('vendor', orderid, 'FULFILLORDER', { ordereditems: await full('vendor', orderid) });
  await ok('vendor', orderid, 'ASSIGNFULFILLMENT', { assignto: 'agent' });
  await ok('agent', orderid, 'CONFIRMFULFILLMENT');
}

/** Check-out in cash for the whole amount, then a refund of everything in cash. */
async function checkOutAndRefund(orderid: string, lines: Line[]) {
  expect(await ids('lounge', 'CHECKEDINORDERS')).toContain(orderid);
  const amount = amountOf(lines);
  const out = await ok('lounge', orderid, 'CHECKOUTORDER', { amount, idseen: 'Y', signature: await signature(), paymentMethod: 'cash', currencycode: 'USD', exchangerate: 1 });
  expect(out.data.message).toBe('Check Out Successfull.');
  expect((await detail(orderid)).status).toBe('CHECKED OUT');
  expect(await ids('lounge', 'REFUNDABLEORDERS')).toContain(orderid);
  const refund = await ok('lounge', orderid, 'REFUNDORDER', { ordereditems: await full('lounge', orderid), amount, paymentMethod: 'cash', currencycode: 'USD', exchangerate: 1 });
  expect(refund.data.message).toBe('Refund Success');
  expect((await detail(orderid)).status).toBe('REFUNDED');
  expect(await ids('lounge', 'REPRINTABLERECEIPTS')).toContain(orderid);
}

describe('processorder on the three kinds of order', () => {
  it('carries a store-only order from payment to check-out and refund', async () => {
    const lines = await linesOf(shop.db, [STORE.rum], 1);
    const orderid = await placeOrder(shop, as.shopper!, lines);
    await storeCarries(orderid);
    expect(await ids('lounge', 'CHECKIN')).toContain(orderid);
    await ok('lounge', orderid, 'CHECKINORDER', { assignto: 'agent' });
    await checkOutAndRefund(orderid, lines);
  });

  it('checks a lounge-only order in with the lounge’s own fulfilment: nobody carries it', async () => {
    const lines = await linesOf(shop.db, [STORE.lounge], 1);
    const orderid = await placeOrder(shop, as.shopper!, lines);
    expect(await ids('lounge', 'UNPROCESSED')).toContain(orderid);
    const res = await ok('lounge', orderid, 'FULFILLORDER', { ordereditems: await full('lounge', orderid) });
    expect(res.data.message).toBe('Order FulFilled');
    const o = await detail(orderid);
    expect(o.parts).toMatchObject([{ vendorid: STORE.lounge, status: 'CHECKED IN', assignedto: null }]);
    expect(o.status).toBe('CHECKED IN');
    await checkOutAndRefund(orderid, lines);
  });

  it('carries a mixed store-and-lounge order to check-out: the lounge fulfils its line before checking the rest in', async () => {
    const lines = await linesOf(shop.db, [STORE.rum, STORE.lounge], 1);
    const orderid = await placeOrder(shop, as.shopper!, lines);
    await storeCarries(orderid);
    // The rum shop's goods are on their way, the lounge's own line is not fulfilled: not yet for Check In.
    expect(await ids('lounge', 'CHECKIN')).not.toContain(orderid);
    const early = await act('lounge', orderid, 'CHECKINORDER', { assignto: 'agent' });
    expect(early).toMatchObject({ status: Status.CONFLICT, statusMessage: `Fulfill the Club MoBay items of order ${orderid} before checking it in.` });
    await ok('lounge', orderid, 'FULFILLORDER', { ordereditems: await full('lounge', orderid) });
    expect((await detail(orderid)).status).toBe('WIP');
    expect(await ids('lounge', 'CHECKIN')).toContain(orderid);
    await ok('lounge', orderid, 'CHECKINORDER', { assignto: 'agent' });
    const o = await detail(orderid);
    expect(o.parts.map((p: { status: string }) => p.status)).toEqual(['CHECKED IN', 'CHECKED IN']);
    expect(o.status).toBe('CHECKED IN');
    await checkOutAndRefund(orderid, lines);
  });

  it('answers a lounge operator who asks for Assign Orders that the lounge has no such queue', async () => {
    const res = await shop.call('getorders', { actiontype: 'FULFILLED' }, as.lounge);
    expect(res).toMatchObject({ status: Status.FORBIDDEN, statusMessage: 'You may not open this order queue.' });
  });
});
