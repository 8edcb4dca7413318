import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { products } from '../../db/schema/catalogue.js';
import { reservations } from '../../db/schema/checkout.js';
import { orderEvents } from '../../db/schema/orders.js';
import { hashToken } from '../auth/tokens.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { amountOf, pickProduct, reserveRequest, tomorrowFlight, type Line } from '../../test/checkout-flow.js';

let shop: TestShop;
let shopper: Session;
let lines: Line[];

const stock = async (productid: number) =>
  (await shop.db.select({ q: products.quantity }).from(products).where(eq(products.productid, productid)))[0]!.q;
const setStock = (productid: number, quantity: number) => shop.db.update(products).set({ quantity }).where(eq(products.productid, productid));

beforeAll(async () => {
  shop = await startShop();
  shopper = await shop.signIn('shopper');
  const [a, b] = await pickProduct(shop.db, 10);
  lines = [
    { ...a!, quantity: 2 },
    { ...b!, quantity: 3 },
  ];
});
afterAll(() => shop.close());

describe('reservecart', () => {
  it('takes every line off the shelf for 15 minutes and answers the order id and amount', async () => {
    const before = await Promise.all(lines.map((l) => stock(l.productid)));
    const res = await shop.call('reservecart', reserveRequest(lines), shopper);
    expect(res.status, res.statusMessage).toBe(Status.OK);
    expect(res.data.orderid).toMatch(/^SIA\d{6}$/);
    expect(res.data.amount).toBe(amountOf(lines));
    const minutes = (Date.parse(res.data.expiresat) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.5);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(await Promise.all(lines.map((l) => stock(l.productid)))).toEqual(before.map((q, i) => q - lines[i]!.quantity));
    const [event] = await shop.db.select().from(orderEvents).where(eq(orderEvents.orderid, res.data.orderid));
    expect(event).toMatchObject({ who: 'shopper', fromStatus: null, toStatus: 'HELD' });
    await shop.call('cancelcart', { orderid: res.data.orderid }, shopper);
    expect(await Promise.all(lines.map((l) => stock(l.productid)))).toEqual(before);
  });

  it('answers the open reservation again with reset N and the same cart, and a new one with reset Y', async () => {
    const before = await stock(lines[0]!.productid);
    const first = await shop.call('reservecart', reserveRequest(lines), shopper);
    const same = await shop.call('reservecart', reserveRequest(lines), shopper);
    expect(same.data.orderid).toBe(first.data.orderid);
    expect(await stock(lines[0]!.productid)).toBe(before - 2);
    const fresh = await shop.call('reservecart', reserveRequest(lines, { reset: 'Y' }), shopper);
    expect(fresh.data.orderid).not.toBe(first.data.orderid);
    // The first reservation gave its stock back: only one is held.
    expect(await stock(lines[0]!.productid)).toBe(before - 2);
    const [old] = await shop.db.select().from(reservations).where(eq(reservations.orderid, first.data.orderid));
    expect(old!.state).toBe('CANCELLED');
    await shop.call('cancelcart', { orderid: fresh.data.orderid }, shopper);
  });

  it('refuses with 16 naming the product when stock is short, and takes nothing of the other lines', async () => {
    const other = await stock(lines[0]!.productid);
    await setStock(lines[1]!.productid, 2);
    try {
      const res = await shop.call('reservecart', reserveRequest(lines), shopper);
      expect(res.status).toBe(Status.STOCK_UNAVAILABLE);
      expect(res.statusMessage).toBe(`Only 2 item left in stock for ${lines[1]!.productname}`);
      expect(await stock(lines[0]!.productid)).toBe(other);
      expect(await stock(lines[1]!.productid)).toBe(2);
    } finally {
      await setStock(lines[1]!.productid, 50);
    }
  });

  it('refuses a guest the shelf cannot serve without writing a reservation for them', async () => {
    const guest = await shop.guest();
    await setStock(lines[1]!.productid, 0);
    try {
      const res = await shop.call('reservecart', reserveRequest([lines[1]!]), guest);
      expect(res.status).toBe(Status.STOCK_UNAVAILABLE);
      expect(res.statusMessage).toBe(`Only 0 item left in stock for ${lines[1]!.productname}`);
      const [guestRow] = await shop.db.select().from(reservations).where(eq(reservations.ownerSession, hashToken(guest.sessionid)));
      expect(guestRow).toBeUndefined();
    } finally {
      await setStock(lines[1]!.productid, 50);
    }
  });

  it('lets a shopper holding the last unit reserve it again with reset Y', async () => {
    const line = { ...lines[0]!, quantity: 1 };
    await setStock(line.productid, 1);
    try {
      const first = await shop.call('reservecart', reserveRequest([line]), shopper);
      expect(first.status, first.statusMessage).toBe(Status.OK);
      expect(await stock(line.productid)).toBe(0);
      // The shelf is empty, but the unit is the shopper's own: it goes back and is held again.
      const again = await shop.call('reservecart', reserveRequest([line], { reset: 'Y' }), shopper);
      expect(again.status, again.statusMessage).toBe(Status.OK);
      expect(again.data.orderid).not.toBe(first.data.orderid);
      expect(await stock(line.productid)).toBe(0);
      await shop.call('cancelcart', { orderid: again.data.orderid }, shopper);
      expect(await stock(line.productid)).toBe(1);
    } finally {
      await setStock(line.productid, 50);
    }
  });

  it('refuses with 19 when the amount differs from the server total', async () => {
    const res = await shop.call('reservecart', reserveRequest(lines, { amount: amountOf(lines) + 0.01 }), shopper);
    expect(res.status).toBe(Status.AMOUNT_CHANGED);
    expect(res.statusMessage).toBe(`The cart total is now USD $${amountOf(lines).toFixed(2)}. Please review your cart.`);
  });

  it('refuses with 17 a flight that is not offered, and products of another airport', async () => {
    const gone = await shop.call('reservecart', reserveRequest(lines, { scheduleid: 'SIA-D-AA1318-20200101' }), shopper);
    expect(gone.status).toBe(Status.FLIGHT_UNAVAILABLE);
    const nmia = await shop.call('reservecart', reserveRequest(lines, { scheduleid: tomorrowFlight('NMIA').replace('AA1318', 'AA1502') }), shopper);
    expect(nmia.status).toBe(Status.INVALID_REQUEST);
    expect(nmia.statusMessage).toBe(`${lines[0]!.productname} is not sold at the airport of this flight.`);
  });

  it('refuses an inactive product with 16 and bad requests with a named field', async () => {
    await shop.db.update(products).set({ status: 'I' }).where(eq(products.productid, lines[0]!.productid));
    try {
      const res = await shop.call('reservecart', reserveRequest(lines), shopper);
      expect(res.status).toBe(Status.STOCK_UNAVAILABLE);
      expect(res.statusMessage).toBe(`${lines[0]!.productname} is no longer available.`);
    } finally {
      await shop.db.update(products).set({ status: 'A' }).where(eq(products.productid, lines[0]!.productid));
    }
    const empty = await shop.call('reservecart', { ...reserveRequest(lines), reservation: { ...reserveRequest(lines).reservation, cart: [] } }, shopper);
    expect(empty.status).toBe(Status.INVALID_REQUEST);
    expect(empty.statusMessage).toContain('Cart is empty.');
    const source = await shop.call('reservecart', { ...reserveRequest(lines), source: 'WEB' }, shopper);
    expect(source.status).toBe(Status.INVALID_REQUEST);
    expect(source.statusMessage).toBe('Source must be one of AIR.');
    const cents = await shop.call('reservecart', reserveRequest(lines, { amount: 1.005 }), shopper);
    expect(cents.statusMessage).toContain('at most 2 decimals');
  });

  it('is for shoppers only', async () => {
    expect((await shop.call('reservecart', reserveRequest(lines), await shop.signIn('vendor'))).status).toBe(Status.FORBIDDEN);
    expect((await shop.call('reservecart', reserveRequest(lines))).status).toBe(Status.SESSION_INVALID);
  });
});

describe('cancelcart', () => {
  it("refuses someone else's reservation with 18, and guests do not share reservations", async () => {
    const res = await shop.call('reservecart', reserveRequest(lines), shopper);
    const lounge = await shop.signIn('lounge');
    const other = await shop.call('cancelcart', { orderid: res.data.orderid }, lounge);
    expect(other.status).toBe(Status.RESERVATION_EXPIRED);
    await shop.call('cancelcart', { orderid: res.data.orderid }, shopper);

    const g1 = await shop.guest();
    const g2 = await shop.guest();
    const mine = await shop.call('reservecart', reserveRequest(lines), g1);
    expect(mine.status).toBe(Status.OK);
    expect((await shop.call('cancelcart', { orderid: mine.data.orderid }, g2)).status).toBe(Status.RESERVATION_EXPIRED);
    // A second guest's reservation does not cancel the first one's.
    const theirs = await shop.call('reservecart', reserveRequest(lines), g2);
    const [first] = await shop.db.select().from(reservations).where(eq(reservations.orderid, mine.data.orderid));
    expect(first!.state).toBe('HELD');
    await shop.call('cancelcart', { orderid: mine.data.orderid }, g1);
    await shop.call('cancelcart', { orderid: theirs.data.orderid }, g2);
  });
});

describe('getpaymentgateway', () => {
  it('answers FAC and the return page, nothing secret', async () => {
    const res = await shop.call('getpaymentgateway', {}, shopper);
    expect(res.status).toBe(Status.OK);
    expect(res.data).toEqual({ paymentgateway: 'FAC', currencycode: '840', transactioncode: 0, redirecturl: expect.stringMatching(/\/payments\/3ds-return$/) });
    expect(JSON.stringify(res.data)).not.toMatch(/password|merchant|PGServiceXML/i);
  });
});
