import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.js';
import { fakeClock } from '../../test/fake-clock.js';
import { startShop, type TestShop } from '../../test/harness.js';
import { placeOrder, pickProduct, type Line } from '../../test/checkout-flow.js';
import { findOrder } from '../orders/order-repo.js';
import { sendDueReminders } from './job.js';

const clock = fakeClock();
let shop: TestShop;
let lines: Line[];

beforeAll(async () => {
  shop = await startShop();
  const [a] = await pickProduct(shop.db, 20);
  lines = [{ ...a!, quantity: 1 }];
});
afterAll(() => shop.close());

const HOUR = 3_600_000;
const reminders = async (orderid: string) => (await shop.mails()).filter((m) => m.includes(`collect order ${orderid}`));
/** Runs the job as a process at `at` would (the deps of the shop or of its twin). */
const runAt = (at: Date, deps = shop.deps) => {
  clock.set(at);
  return sendDueReminders({ ...deps, clock });
};

describe('the flight reminder job', () => {
  it('mails once, 3 hours before the flight, with the order, lounge, items and the QR code image', async () => {
    const shopper = await shop.signIn('shopper');
    const orderid = await placeOrder(shop, shopper, lines);
    const flight = (await findOrder(shop.db, orderid))!.flightTime;
    await runAt(new Date(flight.getTime() - 3 * HOUR - 60_000));
    expect(await reminders(orderid)).toHaveLength(0);
    await runAt(new Date(flight.getTime() - 3 * HOUR + 60_000));
    const [mail] = await reminders(orderid);
    expect(mail).toContain('Club MoBay, on the departures level of Sangster International');
    expect(mail).toContain(`1 x ${lines[0]!.productname}`);
    expect(mail).toMatch(/Content-Type: image\/png[^]*Content-ID: <order-qr>/i);
    expect(mail).toContain('src="cid:order-qr"');
    await runAt(new Date(flight.getTime() - 2 * HOUR));
    expect(await reminders(orderid)).toHaveLength(1);
    const events = (await shop.call('getorder', { orderid }, shopper)).data.events as { action: string }[];
    expect(events.filter((e) => e.action === 'REMINDER')).toHaveLength(1);
  });

  it('sends one mail when two server processes run the job at the same moment', async () => {
    const orderid = await placeOrder(shop, await shop.signIn('shopper'), lines);
    const flight = (await findOrder(shop.db, orderid))!.flightTime;
    const twin = await shop.twin();
    const at = new Date(flight.getTime() - 2 * HOUR);
    const sent = await Promise.all([runAt(at), runAt(at, twin.deps), runAt(at), runAt(at, twin.deps)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await reminders(orderid)).toHaveLength(1);
  });

  it('moves with a changed flight, and sends again for the new flight time', async () => {
    const orderid = await placeOrder(shop, await shop.signIn('shopper'), lines);
    const flight = (await findOrder(shop.db, orderid))!.flightTime;
    const later = new Date(flight.getTime() + 24 * HOUR);
    await shop.db.update(orders).set({ flightTime: later }).where(eq(orders.orderid, orderid));
    await runAt(new Date(flight.getTime() - 2 * HOUR));
    expect(await reminders(orderid)).toHaveLength(0);
    await runAt(new Date(later.getTime() - 2 * HOUR));
    expect(await reminders(orderid)).toHaveLength(1);
  });

  it('sends none for a cancelled order', async () => {
    const shopper = await shop.signIn('shopper');
    const orderid = await placeOrder(shop, shopper, lines);
    expect((await shop.call('updateorder', { actiontype: 'CANCELORDER', orderid }, shopper)).status).toBe(0);
    const flight = (await findOrder(shop.db, orderid))!.flightTime;
    await runAt(new Date(flight.getTime() - 2 * HOUR));
    expect(await reminders(orderid)).toHaveLength(0);
  });
});
