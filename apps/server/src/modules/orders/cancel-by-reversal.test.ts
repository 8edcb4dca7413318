import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { products } from '../../db/schema/catalogue.js';
import { orderParts, orderPayments, orders } from '../../db/schema/orders.js';
import { placeOrder, startShopWithOneLine } from '../../test/checkout-flow.js';

let { shop, shopper, lines } = {} as Awaited<ReturnType<typeof startShopWithOneLine>>;

beforeAll(async () => {
  ({ shop, shopper, lines } = await startShopWithOneLine());
});
afterAll(() => shop.close());

const stock = async (productid: number) => (await shop.db.select({ q: products.quantity }).from(products).where(eq(products.productid, productid)))[0]!.q;
const order = async (orderid: string) => (await shop.db.select().from(orders).where(eq(orders.orderid, orderid)))[0]!;
const parts = (orderid: string) => shop.db.select().from(orderParts).where(eq(orderParts.orderid, orderid));
const ledger = async (orderid: string) => (await shop.db.select().from(orderPayments).where(eq(orderPayments.orderid, orderid))).map((p) => [p.kind, p.amountCents]);
const step = (orderid: string, transactiontype: 'STARTTRANSACTION' | 'ENDTRANSACTION') =>
  shop.call('processtransaction', { orderid, transactiontype, actiontype: 'CANCELORDER' }, shopper);
const reverse = (orderid: string, amount: number) => shop.call('processcard', { action: 'MODIFYTRANSACTION', orderid, modificationtype: 3, amount }, shopper);

describe('processcard MODIFYTRANSACTION reversal in a CANCELORDER step', () => {
  it('cancels the order with the hold: a shopper who never sends the cancel leaves no order showing a released deposit as held', async () => {
    const id = await placeOrder(shop, shopper, lines);
    const deposit = (await order(id)).depositCents;
    const before = await stock(lines[0]!.productid);
    expect((await step(id, 'STARTTRANSACTION')).status).toBe(Status.OK);
    const rev = await reverse(id, deposit / 100);
    expect(rev.status, rev.statusMessage).toBe(Status.OK);
    expect(rev.data.reasondescription).toBe(`Order ${id} is cancelled: the hold of USD $${(deposit / 100).toFixed(2)} on the card was released.`);
    expect((await step(id, 'ENDTRANSACTION')).status).toBe(Status.OK);
    // No updateorder CANCELORDER was sent: the order is cancelled all the same, with its stock back.
    expect((await order(id)).status).toBe('CANCELLED');
    expect((await parts(id)).every((p) => p.status === 'CANCELLED')).toBe(true);
    expect(await ledger(id)).toEqual([
      ['hold', deposit],
      ['reversal', deposit],
    ]);
    expect(await stock(lines[0]!.productid)).toBe(before + 1);
    expect((await shop.mails()).some((m) => m.includes(`Your order ${id} is cancelled`))).toBe(true);
  });

  it('releases the whole hold with the order, whatever smaller amount was asked', async () => {
    const id = await placeOrder(shop, shopper, lines);
    const deposit = (await order(id)).depositCents;
    await step(id, 'STARTTRANSACTION');
    expect((await reverse(id, 0.01)).status).toBe(Status.OK);
    expect((await order(id)).status).toBe('CANCELLED');
    expect(await ledger(id)).toEqual([
      ['hold', deposit],
      ['reversal', deposit],
    ]);
  });

  it('answers the cancel the client sends after the reversal as done, once', async () => {
    const id = await placeOrder(shop, shopper, lines);
    await step(id, 'STARTTRANSACTION');
    expect((await reverse(id, (await order(id)).depositCents / 100)).status).toBe(Status.OK);
    const cancel = await shop.call('updateorder', { actiontype: 'CANCELORDER', orderid: id }, shopper);
    expect(cancel).toMatchObject({ status: Status.OK, data: { message: 'Order Canceled' } });
    const again = await shop.call('updateorder', { actiontype: 'CANCELORDER', orderid: id }, shopper);
    expect(again.status).toBe(Status.CONFLICT);
    expect((await ledger(id)).filter(([kind]) => kind === 'reversal')).toHaveLength(1);
  });

  it('refuses more than is held, and a second reversal, moving nothing', async () => {
    const id = await placeOrder(shop, shopper, lines);
    const deposit = (await order(id)).depositCents;
    await step(id, 'STARTTRANSACTION');
    const over = await reverse(id, deposit / 100 + 1);
    expect(over.status).toBe(Status.INVALID_REQUEST);
    expect(over.statusMessage).toMatch(/more than the .* held/);
    expect((await order(id)).status).toBe('UNPROCESSED');
    expect((await reverse(id, deposit / 100)).status).toBe(Status.OK);
    const twice = await reverse(id, deposit / 100);
    expect(twice.status).toBeGreaterThan(0);
    expect((await ledger(id)).filter(([kind]) => kind === 'reversal')).toHaveLength(1);
  });

  it('two reversals racing in one step cancel the order and release the hold once', async () => {
    const id = await placeOrder(shop, shopper, lines);
    const deposit = (await order(id)).depositCents;
    await step(id, 'STARTTRANSACTION');
    const results = await Promise.all([reverse(id, deposit / 100), reverse(id, deposit / 100)]);
    expect(results.map((r) => r.status).sort((a, b) => a - b)).toEqual([Status.OK, Status.CONFLICT]);
    expect((await ledger(id)).filter(([kind]) => kind === 'reversal')).toHaveLength(1);
    expect((await order(id)).status).toBe('CANCELLED');
  });
});
