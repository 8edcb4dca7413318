import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { products } from '../../db/schema/catalogue.js';
import { reservations } from '../../db/schema/checkout.js';
import { orders } from '../../db/schema/orders.js';
import { startShop, testDbKind, type Session, type TestShop } from '../../test/harness.js';
import { confirmRequest, payFor, pickProduct, reserveRequest, type Line } from '../../test/checkout-flow.js';

// PGlite has one connection and runs one statement at a time: races need the PostgreSQL server.
describe.runIf(testDbKind === 'postgres')('reservecart under concurrency', () => {
  let shop: TestShop;
  let a: Line;
  let b: Line;
  const stock = async (productid: number) =>
    (await shop.db.select({ q: products.quantity }).from(products).where(eq(products.productid, productid)))[0]!.q;

  beforeAll(async () => {
    shop = await startShop({ env: { FAC_TIMEOUT_MS: '5000' } });
    const [x, y] = await pickProduct(shop.db, 1);
    a = { ...x!, quantity: 1 };
    b = { ...y!, quantity: 1 };
  });
  afterAll(() => shop.close());

  it('sells the last 5 units to exactly 5 of 40 shoppers and names the product to the others', async () => {
    await shop.db.update(products).set({ quantity: 5 }).where(eq(products.productid, a.productid));
    const guests: Session[] = await Promise.all(Array.from({ length: 40 }, () => shop.guest()));
    const answers = await Promise.all(guests.map((g) => shop.call('reservecart', reserveRequest([a]), g)));
    expect(answers.filter((r) => r.status === Status.OK)).toHaveLength(5);
    const refused = answers.filter((r) => r.status !== Status.OK);
    expect(refused).toHaveLength(35);
    for (const r of refused) expect(r.statusMessage).toBe(`Only 0 item left in stock for ${a.productname}`);
    expect(await stock(a.productid)).toBe(0);
    // Each refusal counted once, wherever it was made: the shelf read, the stock queue or the statement.
    const metrics = await shop.deps.metrics.registry.metrics();
    const counted = [...metrics.matchAll(/shop_stock_refusals_total\{where="\w+"\} (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
    expect(counted).toBe(35);
  });

  it('never deadlocks carts that hold the same products in opposite orders', async () => {
    await shop.db.update(products).set({ quantity: 1000 }).where(eq(products.productid, a.productid));
    await shop.db.update(products).set({ quantity: 1000 }).where(eq(products.productid, b.productid));
    const guests: Session[] = await Promise.all(Array.from({ length: 30 }, () => shop.guest()));
    const answers = await Promise.all(guests.map((g, i) => shop.call('reservecart', reserveRequest(i % 2 ? [a, b] : [b, a]), g)));
    expect(answers.every((r) => r.status === Status.OK)).toBe(true);
    expect(await stock(a.productid)).toBe(970);
    expect(await stock(b.productid)).toBe(970);
  });

  it('never stops shoppers of one product on a deadlock, however their reservations interleave', async () => {
    await shop.db.update(products).set({ quantity: 1000 }).where(eq(products.productid, a.productid));
    const guests: Session[] = await Promise.all(Array.from({ length: 8 }, () => shop.guest()));
    // Each guest reserves again and again: every new reservation ends the guest's last (its unit back on the
    // shelf) while the others take theirs, so the product's row is updated by many statements at once.
    const rounds = await Promise.all(
      guests.map(async (g) => {
        const statuses: number[] = [];
        for (let i = 0; i < 12; i++) statuses.push((await shop.call('reservecart', reserveRequest([a], { reset: 'Y' }), g)).status);
        return statuses;
      }),
    );
    expect(rounds.flat().every((s) => s === Status.OK)).toBe(true);
    expect(await stock(a.productid)).toBe(1000 - guests.length);
  });

  it("keeps one of a shopper's simultaneous checkouts held, the newest, with the stock of one", async () => {
    await shop.db.update(products).set({ quantity: 100 }).where(eq(products.productid, a.productid));
    const shopper = await shop.signIn('shopper');
    const answers = await Promise.all(Array.from({ length: 6 }, () => shop.call('reservecart', reserveRequest([a], { reset: 'Y' }), shopper)));
    expect(answers.every((r) => r.status === Status.OK), answers.map((r) => r.statusMessage).join()).toBe(true);
    const held = await shop.db.select().from(reservations).where(and(eq(reservations.username, 'shopper'), eq(reservations.state, 'HELD')));
    expect(held).toHaveLength(1);
    expect(held[0]!.orderid).toBe(answers.map((r) => r.data.orderid as string).sort().at(-1));
    expect(await stock(a.productid)).toBe(99);
  });

  it('makes one order of many concurrent confirms', async () => {
    await shop.db.update(products).set({ quantity: 10 }).where(eq(products.productid, a.productid));
    const g = await shop.guest();
    const paid = await payFor(shop, g, [a]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => shop.call('confirmcart', confirmRequest(paid.orderid, [a]), g)));
    expect(answers.every((r) => r.status === Status.OK)).toBe(true);
    expect(new Set(answers.map((r) => r.data.confirmationnumber)).size).toBe(1);
    expect(await shop.db.select().from(orders).where(eq(orders.orderid, paid.orderid))).toHaveLength(1);
  });
});
