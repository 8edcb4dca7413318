import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertCents } from '@shop/contracts/money';
import { Status } from '@shop/contracts/status';
import type { Session } from '../../test/harness.js';
import { amountOf, injectPoster } from '../../test/checkout-flow.js';
import { complete3ds } from '../../bench/three-ds-browser.js';
import { checkedInOrder, counterSetup, type CounterSetup, itemsWith, ledgerKinds, sandboxOf, signature } from '../../test/counter-flow.js';
import { findOrder } from '../orders/order-repo.js';
import { signatureOf } from './signature.js';

let { shop, shopper, lounge, lines, extra } = {} as CounterSetup;

beforeAll(async () => {
  ({ shop, shopper, lounge, lines, extra } = await counterSetup());
});
afterAll(() => shop.close());

// The orders hold spirits: the staff member confirms ID was seen (decision 0130) unless a test says otherwise.
const checkOut = (orderid: string, request: object, s: Session = lounge) => shop.call('processorder', { orderid, processaction: 'CHECKOUTORDER', idseen: 'Y', ...request }, s);
const VISA = { cardtype: 'visa', cardholder: 'Ann Brown', cardnumber: '4111111111111111', expirydate: '1230', cvv: '123' };
const gatewayId = async (orderid: string) => (await findOrder(shop.db, orderid))!.gatewayOrderId;

describe('processorder CHECKOUTORDER', () => {
  it('captures a lower final price only, releases the rest of the hold and keeps the signature', async () => {
    const { orderid, amount } = await checkedInOrder(shop, shopper, lines);
    const ordereditems = await itemsWith(shop, lounge, orderid, (q, i) => (i === 0 ? q - 1 : q));
    const final = amountOf([{ ...lines[0]!, quantity: 1 }, lines[1]!]);
    const res = await checkOut(orderid, { ordereditems, amount: final, signature: await signature() });
    expect(res).toMatchObject({ status: 0, data: { message: 'Check Out Successfull.' } });
    expect(res.data.filename).toMatch(/^receipt-.*\.pdf$/);
    const held = Math.round(amount * 100);
    const taken = Math.round(final * 100);
    expect(await ledgerKinds(shop.db, orderid)).toEqual([`hold ${held}`, `capture ${taken}`, `reversal ${held - taken}`]);
    expect(await sandboxOf(shop.db, await gatewayId(orderid))).toMatchObject({ state: 'CAPTURED', capturedCents: taken });
    expect((await findOrder(shop.db, orderid))!.status).toBe('CHECKED OUT');
    expect((await signatureOf(shop.db, orderid))!.subarray(1, 4).toString()).toBe('PNG');
  });

  it('checks out a demo order: its card hold is in the sandbox as a real order’s would be', async () => {
    const queue = await shop.call('getorders', { actiontype: 'CHECKEDINORDERS' }, lounge);
    const demo = (queue.data.orders as { orderid: string; total: number }[])[0]!;
    const res = await checkOut(demo.orderid, { amount: demo.total, signature: await signature() });
    expect(res).toMatchObject({ status: 0, data: { message: 'Check Out Successfull.' } });
    expect(await sandboxOf(shop.db, await gatewayId(demo.orderid))).toMatchObject({ state: 'CAPTURED', capturedCents: Math.round(demo.total * 100) });
  });

  it('refuses an order that is not checked in, naming its status', async () => {
    const { orderid, amount } = await checkedInOrder(shop, shopper, lines);
    await checkOut(orderid, { amount, signature: await signature() });
    const again = await checkOut(orderid, { amount, signature: await signature() });
    expect(again).toMatchObject({ status: Status.CONFLICT, statusMessage: `Order ${orderid} is now CHECKED OUT: CHECKOUTORDER can no longer be done.` });
  });

  it('asks for the guest signature when the total is above zero', async () => {
    const { orderid, amount } = await checkedInOrder(shop, shopper, lines);
    expect(await checkOut(orderid, { amount })).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: 'Signature is required!' });
    expect(await ledgerKinds(shop.db, orderid)).toHaveLength(1);
  });

  it('refuses a final amount that differs from the server’s by a cent', async () => {
    const { orderid, amount } = await checkedInOrder(shop, shopper, lines);
    const res = await checkOut(orderid, { amount: amount - 0.01, signature: await signature() });
    expect(res).toMatchObject({ status: Status.AMOUNT_CHANGED, statusMessage: `The final amount of order ${orderid} is USD $${amount.toFixed(2)}.` });
  });

  it('reverses the whole hold when nothing is taken, without a signature', async () => {
    const { orderid, amount } = await checkedInOrder(shop, shopper, lines);
    const ordereditems = await itemsWith(shop, lounge, orderid, () => 0);
    expect((await checkOut(orderid, { ordereditems, amount: 0, signature: '' })).status).toBe(0);
    expect(await ledgerKinds(shop.db, orderid)).toEqual([`hold ${Math.round(amount * 100)}`, `reversal ${Math.round(amount * 100)}`]);
    expect((await sandboxOf(shop.db, await gatewayId(orderid))).state).toBe('REVERSED');
  });

  it('never captures above the deposit: an extra item is paid in cash in JMD, to the cent', async () => {
    const { orderid, amount } = await checkedInOrder(shop, shopper, lines);
    const final = amountOf([...lines, extra]);
    const request = { amount: final, signature: await signature(), extraOrder: [{ productid: extra.productid, quantity: 1 }] };
    const refused = await checkOut(orderid, request);
    expect(refused.status).toBe(Status.INVALID_REQUEST);
    expect(refused.statusMessage).toContain('is above the deposit: please take it in cash or by card.');
    expect(await ledgerKinds(shop.db, orderid)).toHaveLength(1);

    const wrongRate = await checkOut(orderid, { ...request, paymentMethod: 'cash', currencycode: 'JMD', exchangerate: 150 });
    expect(wrongRate.status).toBe(Status.AMOUNT_CHANGED);
    const res = await checkOut(orderid, { ...request, paymentMethod: 'cash', currencycode: 'JMD', exchangerate: 157.5 });
    expect(res.status).toBe(0);
    const rest = Math.round(final * 100) - Math.round(amount * 100);
    expect(await ledgerKinds(shop.db, orderid)).toEqual([`hold ${Math.round(amount * 100)}`, `capture ${Math.round(amount * 100)}`, `cash_in ${rest} JMD ${convertCents(rest, 157.5)}`]);
    expect((await sandboxOf(shop.db, await gatewayId(orderid))).capturedCents).toBe(Math.round(amount * 100));
  });

  it('reports a held payment that cannot be charged, then FORCECHECKOUTORDER takes it all by card', async () => {
    const { orderid, amount } = await checkedInOrder(shop, shopper, lines);
    await shop.deps.gateway.reverse(await gatewayId(orderid), Math.round(amount * 100));
    const res = await checkOut(orderid, { amount, signature: await signature() });
    expect(res.status).toBe(Status.HELD_PAYMENT_FAILED);
    expect(res.statusMessage).toContain(`The held payment of order ${orderid} could not be charged`);
    const forced = { orderid, processaction: 'FORCECHECKOUTORDER', idseen: 'Y', amount };
    const held = await shop.call('holdrest', { ...forced, creditcard: VISA }, lounge);
    expect(held.status, held.statusMessage).toBe(0);
    expect(held.data.amount).toBe(amount);
    expect((await complete3ds(injectPoster(shop.app), held.data.html, 'approve')).orderid).toBe(orderid);
    const paid = await shop.call('processorder', { ...forced, signature: await signature(), paymentMethod: 'card', transactionid: held.data.transactionid }, lounge);
    expect(paid.status, paid.statusMessage).toBe(0);
    const kinds = await ledgerKinds(shop.db, orderid);
    expect(kinds.slice(1)).toEqual([`hold ${Math.round(amount * 100)}`, `capture ${Math.round(amount * 100)}`]);
    // A card payment is used once.
    expect((await shop.call('processorder', { ...forced, signature: await signature(), paymentMethod: 'card', transactionid: held.data.transactionid }, lounge)).status).toBeGreaterThan(0);
  });

  it('takes the rest above the deposit on a card only once 3-D Secure approved exactly that amount', async () => {
    const { orderid, amount } = await checkedInOrder(shop, shopper, lines);
    const final = amountOf([...lines, extra]);
    const request = { orderid, processaction: 'CHECKOUTORDER', idseen: 'Y', amount: final, extraOrder: [{ productid: extra.productid, quantity: 1 }] };
    const rest = Math.round(final * 100) - Math.round(amount * 100);
    expect((await checkOut(orderid, { ...request, signature: await signature(), paymentMethod: 'card' })).statusMessage).toBe('Please pay the rest by card first.');
    // Declined in the popup: the check-out is refused and nothing is taken.
    const declined = await shop.call('holdrest', { ...request, creditcard: VISA }, lounge);
    await complete3ds(injectPoster(shop.app), declined.data.html, 'decline');
    const refused = await checkOut(orderid, { ...request, signature: await signature(), paymentMethod: 'card', transactionid: declined.data.transactionid });
    expect(refused.status).toBe(Status.CARD_DECLINED);
    expect(await ledgerKinds(shop.db, orderid)).toEqual([`hold ${Math.round(amount * 100)}`]);
    // Approved: the deposit is captured and the rest captured from its own hold.
    const held = await shop.call('holdrest', { ...request, creditcard: VISA }, lounge);
    expect(held.data.amount).toBe(rest / 100);
    await complete3ds(injectPoster(shop.app), held.data.html, 'approve');
    const other = await checkedInOrder(shop, shopper, lines);
    expect((await checkOut(other.orderid, { ...request, orderid: other.orderid, signature: await signature(), paymentMethod: 'card', transactionid: held.data.transactionid })).status).toBe(Status.INVALID_REQUEST);
    const res = await checkOut(orderid, { ...request, signature: await signature(), paymentMethod: 'card', transactionid: held.data.transactionid });
    expect(res.status, res.statusMessage).toBe(0);
    expect(await ledgerKinds(shop.db, orderid)).toEqual([`hold ${Math.round(amount * 100)}`, `capture ${Math.round(amount * 100)}`, `hold ${rest}`, `capture ${rest}`]);
    expect(await sandboxOf(shop.db, held.data.transactionid)).toMatchObject({ state: 'CAPTURED', capturedCents: rest });
  });

  it('refuses holdrest to a shopper and when nothing is left above the deposit', async () => {
    const { orderid, amount } = await checkedInOrder(shop, shopper, lines);
    const request = { orderid, processaction: 'CHECKOUTORDER', idseen: 'Y', amount, creditcard: VISA };
    expect((await shop.call('holdrest', request, shopper)).status).toBe(Status.FORBIDDEN);
    expect((await shop.call('holdrest', request, lounge)).statusMessage).toBe(`Nothing of order ${orderid} is left to pay by card.`);
  });

  it('is refused to staff of another lounge and to shoppers', async () => {
    const { orderid, amount } = await checkedInOrder(shop, shopper, lines);
    expect((await checkOut(orderid, { amount, signature: await signature() }, await shop.signIn('vendor'))).status).toBe(Status.NOT_FOUND);
    expect((await checkOut(orderid, { amount, signature: await signature() }, shopper)).status).toBe(Status.FORBIDDEN);
  });
});

describe('processorder CANCELCHECKOUTORDER', () => {
  it('keeps the order checked in and records the cancelled check-out', async () => {
    const { orderid } = await checkedInOrder(shop, shopper, lines);
    const res = await shop.call('processorder', { orderid, processaction: 'CANCELCHECKOUTORDER' }, lounge);
    expect(res.status).toBe(0);
    const o = await shop.call('getorder', { orderid }, lounge);
    expect(o.data.order.status).toBe('CHECKED IN');
    expect(o.data.events.at(-1)).toMatchObject({ action: 'CANCELCHECKOUTORDER', what: 'Check-out cancelled' });
  });

  it('releases a card hold of the rest that no check-out used', async () => {
    const { orderid } = await checkedInOrder(shop, shopper, lines);
    const final = amountOf([...lines, extra]);
    const held = await shop.call('holdrest', { orderid, processaction: 'CHECKOUTORDER', idseen: 'Y', amount: final, extraOrder: [{ productid: extra.productid, quantity: 1 }], creditcard: VISA }, lounge);
    await complete3ds(injectPoster(shop.app), held.data.html, 'approve');
    expect(await sandboxOf(shop.db, held.data.transactionid)).toMatchObject({ state: 'AUTHORIZED' });
    expect((await shop.call('processorder', { orderid, processaction: 'CANCELCHECKOUTORDER' }, lounge)).status).toBe(0);
    expect(await sandboxOf(shop.db, held.data.transactionid)).toMatchObject({ state: 'REVERSED' });
  });
});
