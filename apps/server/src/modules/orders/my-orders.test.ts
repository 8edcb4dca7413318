import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { products } from '../../db/schema/catalogue.js';
import { orderParts, orderPayments, orders } from '../../db/schema/orders.js';
import { facSandboxOf } from '../../payments/register.js';
import { makeUser } from '../../test/fixtures.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { pickProduct, placeOrder, tomorrowFlight, type Line } from '../../test/checkout-flow.js';
import {addDays, airportDate} from '@shop/contracts/airport-time';
import { moveParts } from './order-repo.js';
import { MODIFICATION_TRIES } from './card-modification.js';

let shop: TestShop;
let shopper: Session;
let other: Session;
let lines: Line[];

beforeAll(async () => {
  shop = await startShop({ env: { FAC_TIMEOUT_MS: '1000' } });
  shopper = await shop.signIn('shopper');
  other = await shop.signIn(await makeUser(shop.db, { username: 'otherbuyer', subscriber: true }));
  const [a, b] = await pickProduct(shop.db, 10);
  lines = [
    { ...a!, quantity: 2 },
    { ...b!, quantity: 1 },
  ];
});
afterAll(() => shop.close());

const faults = () => facSandboxOf(shop.app)!.faults;
beforeEach(() => faults().clear());

const stock = async (productid: number) => (await shop.db.select({ q: products.quantity }).from(products).where(eq(products.productid, productid)))[0]!.q;
const order = async (orderid: string) => (await shop.db.select().from(orders).where(eq(orders.orderid, orderid)))[0]!;
const ledger = (orderid: string) => shop.db.select().from(orderPayments).where(eq(orderPayments.orderid, orderid));

describe('getorders MYORDERS and getorder', () => {
  it("lists the shopper's own orders, newest first, 10 a page, with the card fields", async () => {
    const first = await placeOrder(shop, shopper, lines);
    const second = await placeOrder(shop, shopper, lines.slice(0, 1));
    const res = await shop.call('getorders', { actiontype: 'MYORDERS' }, shopper);
    expect(res.status, res.statusMessage).toBe(Status.OK);
    const ids = res.data.orders.map((o: { orderid: string }) => o.orderid);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    const card = res.data.orders.find((o: { orderid: string }) => o.orderid === first);
    expect(card).toMatchObject({ status: 'UNPROCESSED', itemcount: 3, guest: { firstname: 'Ann Marie', lastname: 'Brown' } });
    expect(card.flight).toMatchObject({ airlineid: 'AA', airportid: 'SIA' });
    expect(card.total).toBeGreaterThan(0);
    expect(res.data).toMatchObject({ page: 1 });
  });

  it("never shows another account's orders, and refuses their ids with a clear message", async () => {
    const mine = await placeOrder(shop, shopper, lines.slice(0, 1));
    const theirs = await shop.call('getorders', { actiontype: 'MYORDERS' }, other);
    expect(theirs.data.orders.map((o: { orderid: string }) => o.orderid)).not.toContain(mine);
    const peek = await shop.call('getorder', { orderid: mine }, other);
    expect(peek.status).toBe(Status.NOT_FOUND);
    expect(peek.statusMessage).toMatch(/Order not found/);
    const cancel = await shop.call('updateorder', { actiontype: 'CANCELORDER', orderid: mine }, other);
    expect(cancel.status).toBe(Status.NOT_FOUND);
    expect((await order(mine)).status).toBe('UNPROCESSED');
  });

  it('answers one order with its items and its timeline', async () => {
    const id = await placeOrder(shop, shopper, lines);
    const res = await shop.call('getorder', { orderid: id }, shopper);
    expect(res.status, res.statusMessage).toBe(Status.OK);
    expect(res.data.order.orderitems).toHaveLength(2);
    expect(res.data.order.orderitems[0]).toMatchObject({ orderedamount: 2, appliedamount: null });
    expect(res.data.events.map((e: { to: string | null }) => e.to)).toContain('UNPROCESSED');
  });

  it('refuses a bad list type and an empty order id with readable messages', async () => {
    const bad = await shop.call('getorders', { actiontype: 'EVERYTHING' }, shopper);
    expect(bad.status).toBe(Status.INVALID_REQUEST);
    expect(bad.statusMessage).toMatch(/valid order list/);
    const empty = await shop.call('getorder', { orderid: '' }, shopper);
    expect(empty.status).toBe(Status.INVALID_REQUEST);
  });
});

describe('cancel order (updateorder CANCELORDER, processtransaction, processcard MODIFYTRANSACTION)', () => {
  it('reverses the hold once, cancels, puts the stock back, records each step and mails the guest', async () => {
    const id = await placeOrder(shop, shopper, lines);
    const before = await stock(lines[0]!.productid);
    const start = await shop.call('processtransaction', { orderid: id, transactiontype: 'STARTTRANSACTION', actiontype: 'CANCELORDER' }, shopper);
    expect(start.status, start.statusMessage).toBe(Status.OK);
    const o = await order(id);
    const rev = await shop.call('processcard', { action: 'MODIFYTRANSACTION', orderid: id, modificationtype: 3, amount: o.depositCents / 100 }, shopper);
    expect(rev.status, rev.statusMessage).toBe(Status.OK);
    const res = await shop.call('updateorder', { actiontype: 'CANCELORDER', orderid: id }, shopper);
    expect(res.status, res.statusMessage).toBe(Status.OK);
    expect((await order(id)).status).toBe('CANCELLED');
    expect((await shop.db.select().from(orderParts).where(eq(orderParts.orderid, id))).every((p) => p.status === 'CANCELLED')).toBe(true);
    expect(await stock(lines[0]!.productid)).toBe(before + 2);
    const kinds = (await ledger(id)).map((p) => [p.kind, p.amountCents]);
    expect(kinds).toEqual([
      ['hold', o.depositCents],
      ['reversal', o.depositCents],
    ]);
    const detail = await shop.call('getorder', { orderid: id }, shopper);
    expect(detail.data.events.map((e: { action: string | null }) => e.action)).toEqual(expect.arrayContaining(['MODIFYTRANSACTION', 'CANCELORDER']));
    const mail = (await shop.mails()).find((m) => m.includes(`Your order ${id} is cancelled`));
    expect(mail).toBeDefined();
    expect(mail).toContain('released');
  });

  it('refuses a second cancel and a reversal over what is held', async () => {
    const id = await placeOrder(shop, shopper, lines.slice(0, 1));
    expect((await shop.call('updateorder', { actiontype: 'CANCELORDER', orderid: id }, shopper)).status).toBe(Status.OK);
    const again = await shop.call('updateorder', { actiontype: 'CANCELORDER', orderid: id }, shopper);
    expect(again.status).toBe(Status.CONFLICT);
    expect(again.statusMessage).toMatch(/CANCELLED/);
    const start = await shop.call('processtransaction', { orderid: id, transactiontype: 'STARTTRANSACTION', actiontype: 'CANCELORDER' }, shopper);
    expect(start.status).toBe(Status.CONFLICT);
    expect((await ledger(id)).filter((p) => p.kind === 'reversal')).toHaveLength(1);

    const next = await placeOrder(shop, shopper, lines.slice(0, 1));
    await shop.call('processtransaction', { orderid: next, transactiontype: 'STARTTRANSACTION', actiontype: 'CANCELORDER' }, shopper);
    const over = await shop.call('processcard', { action: 'MODIFYTRANSACTION', orderid: next, modificationtype: 3, amount: 999999 }, shopper);
    expect(over.status).toBe(Status.INVALID_REQUEST);
    expect(over.statusMessage).toMatch(/more than the .* held/);
    const capture = await shop.call('processcard', { action: 'MODIFYTRANSACTION', orderid: next, modificationtype: 1, amount: 1 }, shopper);
    expect(capture.status).toBe(Status.INVALID_REQUEST);
  });

  it('a modification without a started transaction is refused', async () => {
    const id = await placeOrder(shop, shopper, lines.slice(0, 1));
    const res = await shop.call('processcard', { action: 'MODIFYTRANSACTION', orderid: id, modificationtype: 3, amount: 1 }, shopper);
    expect(res.status).toBe(Status.CONFLICT);
    expect(res.statusMessage).toMatch(/no transaction started/);
  });

  it('a reversal failure made by a sandbox fault leaves the order, its stock and its ledger as they were', async () => {
    const id = await placeOrder(shop, shopper, lines.slice(0, 1));
    const before = await stock(lines[0]!.productid);
    await shop.call('processtransaction', { orderid: id, transactiontype: 'STARTTRANSACTION', actiontype: 'CANCELORDER' }, shopper);
    // An HTTP error never reached the gateway and is asked again (0067): the gateway is down for every try.
    for (let i = 0; i < MODIFICATION_TRIES; i++) faults().next('http500', 'TransactionModification');
    const o = await order(id);
    const rev = await shop.call('processcard', { action: 'MODIFYTRANSACTION', orderid: id, modificationtype: 3, amount: o.depositCents / 100 }, shopper);
    expect(rev.status).toBe(Status.HELD_PAYMENT_REVERSAL_FAILED);
    const end = await shop.call('processtransaction', { orderid: id, transactiontype: 'ENDTRANSACTION', actiontype: 'CANCELORDER' }, shopper);
    expect(end.status).toBe(Status.OK);
    expect((await order(id)).status).toBe('UNPROCESSED');
    expect(await stock(lines[0]!.productid)).toBe(before);
    expect((await ledger(id)).map((p) => p.kind)).toEqual(['hold']);
    // The shopper can try again once the gateway answers.
    expect((await shop.call('updateorder', { actiontype: 'CANCELORDER', orderid: id }, shopper)).status).toBe(Status.OK);
  });

  it('two cancels racing on one order reverse the card once', async () => {
    const id = await placeOrder(shop, shopper, lines.slice(0, 1));
    const results = await Promise.all([
      shop.call('updateorder', { actiontype: 'CANCELORDER', orderid: id }, shopper),
      shop.call('updateorder', { actiontype: 'CANCELORDER', orderid: id }, shopper),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([Status.OK, Status.CONFLICT]);
    expect((await ledger(id)).filter((p) => p.kind === 'reversal')).toHaveLength(1);
  });

  it('is refused once the order is checked out', async () => {
    const id = await placeOrder(shop, shopper, lines.slice(0, 1));
    const o = await order(id);
    await moveParts(shop.db, id, [lines[0]!.vendorid], { status: 'CHECKED OUT', at: o.updatedAt });
    const res = await shop.call('updateorder', { actiontype: 'CANCELORDER', orderid: id }, shopper);
    expect(res.status).toBe(Status.CONFLICT);
    expect(res.statusMessage).toMatch(/CHECKED OUT/);
  });
});

describe('change of flight (updateorder UPDATESCHEDULE)', () => {
  const otherFlight = async (date: string) => {
    const res = await shop.call('getschedule', { direction: 'D', airportid: 'SIA', traveldate: date }, shopper);
    return res.data.flightschedule.find((f: { scheduleId: string }) => f.scheduleId !== tomorrowFlight()) as { scheduleId: string; flightId: string };
  };

  it('moves the order to another flight, records it and mails what changed', async () => {
    const id = await placeOrder(shop, shopper, lines.slice(0, 1));
    const to = await otherFlight(addDays(airportDate(new Date()), 1));
    const res = await shop.call('updateorder', { actiontype: 'UPDATESCHEDULE', orderid: id, fromscheduleid: tomorrowFlight(), toscheduleid: to.scheduleId }, shopper);
    expect(res.status, res.statusMessage).toBe(Status.OK);
    expect(res.data.message).toBe('Flight Updated');
    expect((await order(id)).scheduleid).toBe(to.scheduleId);
    const mail = (await shop.mails()).find((m) => m.includes(`Your order ${id} is moved`));
    expect(mail).toContain('It was for flight AA 1318');
  });

  it('refuses a stale from-flight, a flight after tomorrow and an order already checked in', async () => {
    const id = await placeOrder(shop, shopper, lines.slice(0, 1));
    const to = await otherFlight(addDays(airportDate(new Date()), 1));
    const stale = await shop.call('updateorder', { actiontype: 'UPDATESCHEDULE', orderid: id, fromscheduleid: to.scheduleId, toscheduleid: to.scheduleId }, shopper);
    expect(stale.status).toBe(Status.CONFLICT);
    const later = await otherFlight(addDays(airportDate(new Date()), 2));
    const far = await shop.call('updateorder', { actiontype: 'UPDATESCHEDULE', orderid: id, fromscheduleid: tomorrowFlight(), toscheduleid: later.scheduleId }, shopper);
    expect(far.status).toBe(Status.FLIGHT_UNAVAILABLE);
    const o = await order(id);
    await moveParts(shop.db, id, [lines[0]!.vendorid], { status: 'CHECKED IN', at: o.updatedAt });
    const locked = await shop.call('updateorder', { actiontype: 'UPDATESCHEDULE', orderid: id, fromscheduleid: tomorrowFlight(), toscheduleid: to.scheduleId }, shopper);
    expect(locked.status).toBe(Status.CONFLICT);
    expect(locked.statusMessage).toMatch(/CHECKED IN/);
    const missing = await shop.call('updateorder', { actiontype: 'UPDATESCHEDULE', orderid: id, fromscheduleid: tomorrowFlight(), toscheduleid: '' }, shopper);
    expect(missing.status).toBe(Status.INVALID_REQUEST);
    expect(missing.statusMessage).toMatch(/Please select flight\./);
  });
});
