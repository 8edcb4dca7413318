import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertCents } from '@shop/contracts/money';
import { Status } from '@shop/contracts/status';
import { products } from '../../db/schema/catalogue.js';
import { users } from '../../db/schema/users.js';
import type { Session } from '../../test/harness.js';
import { amountOf } from '../../test/checkout-flow.js';
import { checkedInOrder, counterSetup, type CounterSetup, itemsWith, ledgerKinds, sandboxOf, signature } from '../../test/counter-flow.js';
import { findOrder, moveParts, partsOf } from '../orders/order-repo.js';

let { shop, shopper, lounge, lines, extra } = {} as CounterSetup;

beforeAll(async () => {
  ({ shop, shopper, lounge, lines, extra } = await counterSetup());
});
afterAll(() => shop.close());

/** An order checked out for its whole amount; with `withExtra`, an extra item paid in cash too. */
async function checkedOut(withExtra = false) {
  const { orderid, amount } = await checkedInOrder(shop, shopper, lines);
  const extraOrder = withExtra ? [{ productid: extra.productid, quantity: 1 }] : [];
  const final = withExtra ? amountOf([...lines, extra]) : amount;
  const res = await shop.call('processorder', { orderid, processaction: 'CHECKOUTORDER', idseen: 'Y', amount: final, signature: await signature(), extraOrder, paymentMethod: 'cash', currencycode: 'USD', exchangerate: 1 }, lounge);
  if (res.status !== 0) throw new Error(res.statusMessage);
  return { orderid, amount };
}

const stock = async (productid: number) => (await shop.db.select({ q: products.quantity }).from(products).where(eq(products.productid, productid)))[0]!.q;
const refundCard = { cardtype: 'VISA', cardholder: 'Ann Brown', cardnumber: '1111', authorizationnumber: '123456' };
const refund = (orderid: string, request: object, s: Session = lounge) => shop.call('processorder', { orderid, processaction: 'REFUNDORDER', ...request }, s);

describe('processorder REFUNDORDER', () => {
  it('is offered with the final amount and lines of the check-out, extra item included (issue #32 item 6)', async () => {
    const { orderid } = await checkedOut(true);
    const final = amountOf([...lines, extra]);
    const o = (await shop.call('getorder', { orderid }, lounge)).data.order;
    expect(o.total).toBe(final);
    expect(o.extraitems.map((e: { productid: number }) => e.productid)).toEqual([extra.productid]);
    const queue = await shop.call('getorders', { actiontype: 'REFUNDABLEORDERS', orderid }, lounge);
    expect(queue.data.orders[0]).toMatchObject({ orderid, total: final });
    expect((await shop.call('getorders', { actiontype: 'MYORDERS' }, shopper)).data.orders.find((c: { orderid: string }) => c.orderid === orderid).total).toBe(final);
  });

  it('refuses a refund of nothing with the specification’s words', async () => {
    const { orderid } = await checkedOut();
    const ordereditems = await itemsWith(shop, lounge, orderid, () => 0);
    expect(await refund(orderid, { ordereditems, amount: 0, paymentMethod: 'cash' })).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: 'Please Choose Valid Quantity For Refund.' });
  });

  it('gives card money back with modification type 2, then the order is REFUNDED', async () => {
    const { orderid } = await checkedOut();
    const ordereditems = await itemsWith(shop, lounge, orderid, (q, i) => (i === 0 ? 1 : 0));
    const cents = Math.round(amountOf([{ ...lines[0]!, quantity: 1 }]) * 100);
    const shelf = [await stock(lines[0]!.productid), await stock(lines[1]!.productid)];
    const res = await refund(orderid, { ordereditems, amount: cents / 100, paymentMethod: 'card', creditcard: refundCard });
    expect(res).toMatchObject({ status: 0, data: { message: 'Refund Success' } });
    // The refunded bottle is back on the shelf; the one kept is not.
    expect([await stock(lines[0]!.productid), await stock(lines[1]!.productid)]).toEqual([shelf[0]! + 1, shelf[1]]);
    expect((await ledgerKinds(shop.db, orderid)).at(-1)).toBe(`refund ${cents}`);
    const o = (await findOrder(shop.db, orderid))!;
    expect(await sandboxOf(shop.db, o.gatewayOrderId)).toMatchObject({ state: 'REFUNDED', refundedCents: cents });
    expect(o.status).toBe('REFUNDED');
    expect((await refund(orderid, { ordereditems, amount: cents / 100, paymentMethod: 'card', creditcard: refundCard })).status).toBe(Status.CONFLICT);
  });

  it('never refunds more to the card than was captured on it', async () => {
    const { orderid, amount } = await checkedOut(true);
    const ordereditems = await itemsWith(shop, lounge, orderid, (q) => q);
    const res = await refund(orderid, { ordereditems, amount, paymentMethod: 'card', creditcard: refundCard });
    // Everything ordered was captured, so that refund fits; one more unit than taken does not.
    expect(res.status).toBe(0);
    const other = await checkedOut(true);
    const more = await itemsWith(shop, lounge, other.orderid, (q) => q + 1);
    expect((await refund(other.orderid, { ordereditems: more, amount, paymentMethod: 'card', creditcard: refundCard })).statusMessage).toMatch(/can be at most/);
  });

  it('refuses a card refund above the captured amount when part was paid in cash', async () => {
    const { orderid, amount } = await checkedInOrder(shop, shopper, lines);
    // The held card is taken for nothing; the guest pays all in cash.
    const o = (await findOrder(shop.db, orderid))!;
    await shop.deps.gateway.reverse(o.gatewayOrderId, Math.round(amount * 100));
    const paid = await shop.call('processorder', { orderid, processaction: 'FORCECHECKOUTORDER', idseen: 'Y', amount, signature: await signature(), paymentMethod: 'cash', currencycode: 'USD', exchangerate: 1 }, lounge);
    expect(paid.status).toBe(0);
    const ordereditems = await itemsWith(shop, lounge, orderid, (q) => q);
    const res = await refund(orderid, { ordereditems, amount, paymentMethod: 'card', creditcard: refundCard });
    expect(res).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: `The refund of USD $${amount.toFixed(2)} is more than the USD $0.00 captured on the card for order ${orderid}.` });
    const cash = await refund(orderid, { ordereditems, amount, paymentMethod: 'cash', currencycode: 'JMD', exchangerate: 157.5 });
    expect(cash.status).toBe(0);
    const cents = Math.round(amount * 100);
    expect((await ledgerKinds(shop.db, orderid)).at(-1)).toBe(`cash_out ${cents} JMD ${convertCents(cents, 157.5)}`);
  });

  it('gives back an item added at the counter, only up to what was added', async () => {
    const { orderid } = await checkedOut(true);
    const order = (await shop.call('getorder', { orderid }, lounge)).data.order;
    expect(order.extraitems).toMatchObject([{ productid: extra.productid, quantity: 1 }]);
    const ordereditems = await itemsWith(shop, lounge, orderid, () => 0);
    const one = amountOf([extra]);
    const cash = { paymentMethod: 'cash', currencycode: 'USD', exchangerate: 1 };
    expect((await refund(orderid, { ordereditems, extraOrder: [{ productid: extra.productid, quantity: 2 }], amount: one * 2, ...cash })).statusMessage).toBe(`The quantity of ${extra.productname} can be at most 1.`);
    expect((await refund(orderid, { ordereditems, extraOrder: [{ productid: lines[0]!.productid, quantity: 1 }], amount: one, ...cash })).statusMessage).toBe(`Product ${lines[0]!.productid} was not added to this order at the counter.`);
    const shelf = await stock(extra.productid);
    const res = await refund(orderid, { ordereditems, extraOrder: [{ productid: extra.productid, quantity: 1 }], amount: one, ...cash });
    expect(res.status, res.statusMessage).toBe(0);
    expect(await stock(extra.productid)).toBe(shelf + 1);
    expect((await ledgerKinds(shop.db, orderid)).at(-1)).toBe(`cash_out ${Math.round(one * 100)}`);
  });

  it('leaves the shelf alone for a RETURNED order, whose goods the returns chain brought back, but not for counter extras', async () => {
    const { orderid } = await checkedOut(true);
    // The returns chain's end (CHECKINRETURN restocks the goods: orders/journey.test.ts), as the queues leave it.
    const stores = (await partsOf(shop.db, orderid)).map((p) => p.vendorid);
    await moveParts(shop.db, orderid, stores, { status: 'RETURNED', at: new Date() });
    const ordereditems = await itemsWith(shop, lounge, orderid, (q) => q);
    const amount = amountOf([...lines, extra]);
    const shelf = [await stock(lines[0]!.productid), await stock(lines[1]!.productid), await stock(extra.productid)];
    const res = await refund(orderid, { ordereditems, extraOrder: [{ productid: extra.productid, quantity: 1 }], amount, paymentMethod: 'cash', currencycode: 'USD', exchangerate: 1 });
    expect(res.status, res.statusMessage).toBe(0);
    expect([await stock(lines[0]!.productid), await stock(lines[1]!.productid), await stock(extra.productid)]).toEqual([shelf[0], shelf[1], shelf[2]! + 1]);
    expect((await findOrder(shop.db, orderid))!.status).toBe('REFUNDED');
  });

  it('refuses a card that did not pay for the order', async () => {
    const { orderid } = await checkedOut();
    const ordereditems = await itemsWith(shop, lounge, orderid, (q, i) => (i === 0 ? 1 : 0));
    const amount = amountOf([{ ...lines[0]!, quantity: 1 }]);
    const res = await refund(orderid, { ordereditems, amount, paymentMethod: 'card', creditcard: { ...refundCard, cardnumber: '4242' } });
    expect(res).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: `The card ending 4242 did not pay for order ${orderid}.` });
  });

  it('is refused to a lounge operator without the refunds flag', async () => {
    const { orderid } = await checkedOut();
    await shop.db.update(users).set({ refundsallowed: false }).where(eq(users.username, 'lounge'));
    try {
      const ordereditems = await itemsWith(shop, lounge, orderid, (q, i) => (i === 0 ? 1 : 0));
      const res = await refund(orderid, { ordereditems, amount: amountOf([{ ...lines[0]!, quantity: 1 }]), paymentMethod: 'cash' }, await shop.signIn('lounge'));
      expect(res).toMatchObject({ status: Status.FORBIDDEN, statusMessage: `You are not allowed to do REFUNDORDER on order ${orderid}.` });
    } finally {
      await shop.db.update(users).set({ refundsallowed: true }).where(eq(users.username, 'lounge'));
    }
  });
});

describe('processorder CANCELORDER by staff', () => {
  it('reverses the card hold, cancels the order and puts its stock back', async () => {
    const { orderid, amount } = await checkedInOrder(shop, shopper, lines);
    const before = await stock(lines[0]!.productid);
    const res = await shop.call('processorder', { orderid, processaction: 'CANCELORDER' }, lounge);
    expect(await stock(lines[0]!.productid)).toBe(before + lines[0]!.quantity);
    expect(res).toMatchObject({ status: 0, data: { message: 'Order Canceled' } });
    const o = (await findOrder(shop.db, orderid))!;
    expect(o.status).toBe('CANCELLED');
    expect(await ledgerKinds(shop.db, orderid)).toEqual([`hold ${Math.round(amount * 100)}`, `reversal ${Math.round(amount * 100)}`]);
    expect((await sandboxOf(shop.db, o.gatewayOrderId)).state).toBe('REVERSED');
    // The guest hears of it as from their own cancellation (orders/cancel.ts, one cancel for both).
    const mail = (await shop.mails()).find((m) => m.includes(`Your order ${orderid} is cancelled`));
    expect(mail).toContain('is released');
  });

  it('is refused for CHECKED OUT orders', async () => {
    const { orderid } = await checkedOut();
    const res = await shop.call('processorder', { orderid, processaction: 'CANCELORDER' }, lounge);
    expect(res).toMatchObject({ status: Status.CONFLICT, statusMessage: `Order ${orderid} is now CHECKED OUT: CANCELORDER can no longer be done.` });
  });
});
