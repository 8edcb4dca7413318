import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { products } from '../../db/schema/catalogue.js';
import { paymentAttempts, reservations } from '../../db/schema/checkout.js';
import { facSandboxTransactions } from '../../db/schema/fac-sandbox.js';
import { orderEvents } from '../../db/schema/orders.js';
import { facSandboxOf } from '../../payments/register.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { fakeClock } from '../../test/fake-clock.js';
import { amountOf, card, confirmRequest, payFor, pickProduct, reserveRequest, type Line } from '../../test/checkout-flow.js';
import { sweepCheckout } from './sweep.js';

const clock = fakeClock();
let shop: TestShop;
let shopper: Session;
let lines: Line[];

const stock = async (productid: number) =>
  (await shop.db.select({ q: products.quantity }).from(products).where(eq(products.productid, productid)))[0]!.q;
const reservation = async (orderid: string) => (await shop.db.select().from(reservations).where(eq(reservations.orderid, orderid)))[0]!;
const attemptsOf = async (orderid: string) =>
  shop.db.select().from(paymentAttempts).where(eq(paymentAttempts.reservationId, (await reservation(orderid)).id));
const gatewayState = async (gatewayOrderId: string) =>
  (await shop.db.select().from(facSandboxTransactions).where(eq(facSandboxTransactions.orderNumber, gatewayOrderId)))[0]?.state;
const sweep = () => sweepCheckout(shop.app.deps);

beforeAll(async () => {
  shop = await startShop({ deps: { clock }, env: { FAC_TIMEOUT_MS: '1000' } });
  shopper = await shop.signIn('shopper');
  const [a] = await pickProduct(shop.db, 10);
  lines = [{ ...a!, quantity: 3 }];
});
afterAll(() => shop.close());
beforeEach(() => {
  clock.set(new Date());
  facSandboxOf(shop.app)!.faults.clear();
});

describe('the checkout sweep', () => {
  it('releases a reservation once its 15 minutes are over, and records it', async () => {
    const before = await stock(lines[0]!.productid);
    const res = await shop.call('reservecart', reserveRequest(lines), shopper);
    clock.advance(14 * 60_000);
    expect((await sweep()).expired).toBe(0);
    expect(await stock(lines[0]!.productid)).toBe(before - 3);

    clock.advance(61_000);
    expect(await sweep()).toMatchObject({ expired: 1 });
    expect(await stock(lines[0]!.productid)).toBe(before);
    expect((await reservation(res.data.orderid)).state).toBe('EXPIRED');
    const events = await shop.db.select().from(orderEvents).where(eq(orderEvents.orderid, res.data.orderid));
    expect(events.at(-1)).toMatchObject({ who: 'sweep', fromStatus: 'HELD', toStatus: 'EXPIRED' });
    // A second run finds nothing more to do.
    expect(await sweep()).toEqual({ expired: 0, reversed: 0, unsettled: 0, abandoned: 0 });
    expect(await stock(lines[0]!.productid)).toBe(before);
  });

  it('refuses to hold funds for or confirm an expired reservation with 18', async () => {
    const res = await shop.call('reservecart', reserveRequest(lines), shopper);
    clock.advance(16 * 60_000);
    const hold = await shop.call('holdfunds', { orderid: res.data.orderid, transactioncode: 0, amount: amountOf(lines), creditcard: card() }, shopper);
    expect(hold.status).toBe(Status.RESERVATION_EXPIRED);
    expect(hold.statusMessage).toBe(`The reservation of order ${res.data.orderid} has expired. Please place the order again.`);
    await sweep();
    const confirm = await shop.call('confirmcart', confirmRequest(res.data.orderid, lines), shopper);
    expect(confirm.status).toBe(Status.RESERVATION_EXPIRED);
  });

  it('reverses the card hold of a paid reservation that expired without an order', async () => {
    const before = await stock(lines[0]!.productid);
    const paid = await payFor(shop, shopper, lines);
    const [attempt] = await attemptsOf(paid.orderid);
    expect(await gatewayState(attempt!.gatewayOrderId)).toBe('AUTHORIZED');
    clock.advance(16 * 60_000);
    const report = await sweep();
    expect(report).toMatchObject({ expired: 1, reversed: 1, unsettled: 0 });
    expect(await gatewayState(attempt!.gatewayOrderId)).toBe('REVERSED');
    expect((await attemptsOf(paid.orderid))[0]!.state).toBe('REVERSED');
    expect(await stock(lines[0]!.productid)).toBe(before);
    const events = await shop.db.select().from(orderEvents).where(eq(orderEvents.orderid, paid.orderid));
    expect(events.at(-1)).toMatchObject({ who: 'sweep', fromStatus: 'APPROVED', toStatus: 'REVERSED' });
  });

  it('retries a reversal the gateway failed at cancel time', async () => {
    const paid = await payFor(shop, shopper, lines);
    const [attempt] = await attemptsOf(paid.orderid);
    facSandboxOf(shop.app)!.faults.next('http500', 'TransactionModification');
    const cancelled = await shop.call('cancelcart', { orderid: paid.orderid }, shopper);
    expect(cancelled.status).toBe(Status.OK);
    expect(await gatewayState(attempt!.gatewayOrderId)).toBe('AUTHORIZED');
    expect(await sweep()).toMatchObject({ reversed: 1 });
    expect(await gatewayState(attempt!.gatewayOrderId)).toBe('REVERSED');
  });

  it('counts a hold it could not reverse this time and reverses it on the next run', async () => {
    const paid = await payFor(shop, shopper, lines);
    const [attempt] = await attemptsOf(paid.orderid);
    clock.advance(16 * 60_000);
    facSandboxOf(shop.app)!.faults.next('timeout', 'TransactionModification');
    expect(await sweep()).toMatchObject({ expired: 1, reversed: 0, unsettled: 1 });
    expect(await sweep()).toMatchObject({ reversed: 1, unsettled: 0 });
    expect(await gatewayState(attempt!.gatewayOrderId)).toBe('REVERSED');
  });

  it('leaves confirmed orders and their holds alone', async () => {
    const paid = await payFor(shop, shopper, lines);
    expect((await shop.call('confirmcart', confirmRequest(paid.orderid, lines), shopper)).status).toBe(Status.OK);
    clock.advance(30 * 60_000);
    await sweep();
    const [attempt] = await attemptsOf(paid.orderid);
    expect(await gatewayState(attempt!.gatewayOrderId)).toBe('AUTHORIZED');
    expect((await reservation(paid.orderid)).state).toBe('CONFIRMED');
  });

  it('gives up a 3-D Secure page left unanswered for an hour', async () => {
    const res = await shop.call('reservecart', reserveRequest(lines), shopper);
    await shop.call('holdfunds', { orderid: res.data.orderid, transactioncode: 0, amount: amountOf(lines), creditcard: card() }, shopper);
    clock.advance(61 * 60_000);
    expect(await sweep()).toMatchObject({ expired: 1, abandoned: 1 });
    expect((await attemptsOf(res.data.orderid))[0]!.state).toBe('ABANDONED');
  });
});
