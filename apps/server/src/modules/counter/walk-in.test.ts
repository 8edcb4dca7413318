import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertCents } from '@shop/contracts/money';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { amountOf, card, confirmRequest, injectPoster, payFor, pickProduct, reserveRequest, type Line } from '../../test/checkout-flow.js';
import { ledgerKinds, sandboxOf, signature } from '../../test/counter-flow.js';
import { complete3ds } from '../../bench/three-ds-browser.js';
import { findOrder } from '../orders/order-repo.js';

let shop: TestShop;
let lounge: Session;
let lines: Line[];

beforeAll(async () => {
  shop = await startShop();
  lounge = await shop.signIn('lounge');
  const [a, b] = await pickProduct(shop.db, 20);
  lines = [
    { ...a!, quantity: 1 },
    { ...b!, quantity: 2 },
  ];
});
afterAll(() => shop.close());

const walkinReserve = async (s: Session = lounge) => {
  const req = reserveRequest(lines, { reset: 'Y' });
  const res = await shop.call('reservecart', { ...req, reservation: { ...req.reservation, walkin: 'Y' } }, s);
  if (res.status !== 0) throw new Error(res.statusMessage);
  return res.data.orderid as string;
};
const confirm = async (orderid: string, extra: object, s: Session = lounge) =>
  shop.call('confirmcart', { ...confirmRequest(orderid, lines), walkin: 'Y', signature: await signature(), ...extra }, s);

describe('two counter devices on one staff account', () => {
  it('each keeps its own walk-in sale; a new sale ends only its own device’s earlier one', async () => {
    const tablet = await shop.signIn('lounge');
    const first = await walkinReserve(lounge);
    const other = await walkinReserve(tablet);
    // The other tablet's sale did not end this one: it is still paid for and handed over.
    expect((await confirm(first, { paymentMethod: 'cash', currencycode: 'USD', exchangerate: 1 })).status).toBe(0);
    // A second sale on the same tablet ends its first, as a shopper's new cart ends the old one.
    await walkinReserve(tablet);
    const ended = await confirm(other, { paymentMethod: 'cash', currencycode: 'USD', exchangerate: 1 }, tablet);
    expect(ended.status).not.toBe(0);
  });
});

describe('walk-in confirmcart', () => {
  it('sells to a guest the operator skipped (back office 6): Walk-in Guest, whose e-mail the receipt asks for', async () => {
    const orderid = await walkinReserve();
    const { guest: _skipped, ...request } = { ...confirmRequest(orderid, lines), walkin: 'Y', signature: await signature(), paymentMethod: 'cash', currencycode: 'USD', exchangerate: 1 };
    const res = await shop.call('confirmcart', request, lounge);
    expect(res.status, res.statusMessage).toBe(0);
    const o = await shop.call('getorder', { orderid }, lounge);
    expect(o.data.order).toMatchObject({ status: 'CHECKED OUT', guest: { firstname: 'Walk-in', lastname: 'Guest', email: 'NA', phone: '' } });
  });

  it('refuses an order without its guest unless it is a walk-in sale', async () => {
    const shopper = await shop.signIn('shopper');
    const paid = await payFor(shop, shopper, lines);
    const { guest: _none, ...request } = confirmRequest(paid.orderid, lines);
    expect(await shop.call('confirmcart', request, shopper)).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: 'First Name is Required.' });
  });

  it('sells for cash in JMD at the table’s rate, hands the goods over and answers the sale receipt', async () => {
    const orderid = await walkinReserve();
    const res = await confirm(orderid, { paymentMethod: 'cash', currencycode: 'JMD', exchangerate: 157.5 });
    expect(res.status).toBe(0);
    expect(res.data.filename).toMatch(/^receipt-.*\.pdf$/);
    const cents = Math.round(amountOf(lines) * 100);
    expect(await ledgerKinds(shop.db, orderid)).toEqual([`cash_in ${cents} JMD ${convertCents(cents, 157.5)}`]);
    const o = await shop.call('getorder', { orderid }, lounge);
    expect(o.data.order).toMatchObject({ status: 'CHECKED OUT', walkin: true });
    expect(o.data.order.orderitems.map((i: { appliedamount: number }) => i.appliedamount)).toEqual(lines.map((l) => l.quantity));
    // A second confirm answers the same sale.
    expect((await confirm(orderid, { paymentMethod: 'cash', currencycode: 'JMD', exchangerate: 157.5 })).data.filename).toBe(res.data.filename);
  });

  it('sells by card through 3-D Secure and captures the whole amount at once', async () => {
    const orderid = await walkinReserve();
    const held = await shop.call('holdfunds', { orderid, transactioncode: 0, amount: amountOf(lines), creditcard: card(), idseen: 'Y' }, lounge);
    await complete3ds(injectPoster(shop.app), held.data.html, 'approve');
    const res = await confirm(orderid, { paymentMethod: 'creditcard' });
    expect(res.status).toBe(0);
    const cents = Math.round(amountOf(lines) * 100);
    expect(await ledgerKinds(shop.db, orderid)).toEqual([`hold ${cents}`, `capture ${cents}`]);
    const o = (await findOrder(shop.db, orderid))!;
    expect(o.status).toBe('CHECKED OUT');
    expect(await sandboxOf(shop.db, o.gatewayOrderId)).toMatchObject({ state: 'CAPTURED', capturedCents: cents });
  });

  it('asks for the signature and refuses a wrong amount', async () => {
    const orderid = await walkinReserve();
    const noSign = await confirm(orderid, { paymentMethod: 'cash', signature: undefined });
    expect(noSign).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: 'Signature is required!' });
    const wrong = await confirm(orderid, { paymentMethod: 'cash', payment: { ...confirmRequest(orderid, lines).payment, amount: amountOf(lines) + 1 } });
    expect(wrong.status).toBe(Status.AMOUNT_CHANGED);
  });

  it('takes cash from lounge operators only', async () => {
    const shopper = await shop.signIn('shopper');
    const res = await shop.call('reservecart', reserveRequest(lines, { reset: 'Y' }), shopper);
    const cash = await confirm(res.data.orderid, { paymentMethod: 'cash' }, shopper);
    expect(cash).toMatchObject({ status: Status.FORBIDDEN, statusMessage: 'Walk-in sales and cash are taken by lounge operators only.' });
  });
});
