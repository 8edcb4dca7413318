import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { products } from '../../db/schema/catalogue.js';
import { reservations } from '../../db/schema/checkout.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { pickProduct, reserveRequest, type Line } from '../../test/checkout-flow.js';
import { createStockGate, type StockGate } from './stock-gate.js';

// Where a reservation short of stock is refused (docs/decisions/0111): by the shelf read first, by the stock
// queue when a later statement saw the shelf short, or by the reservation's own statement.

let shop: TestShop;
let shopper: Session;
let a: Line;
let b: Line;
/** The next shopper in the stock queue finds, once in turn, that a statement meanwhile saw `seen` on this shelf. */
let seenMeanwhile: { productid: number; shelf: number } | null = null;
/** The next stock statement is followed by another, started after it and ended before it, that saw this shelf. */
let seenDuring: { productid: number; shelf: number } | null = null;

function queueWithNews(): StockGate {
  const gate = createStockGate();
  return {
    ...gate,
    inTurn: (ids, work) =>
      gate.inTurn(ids, () => {
        if (seenMeanwhile) gate.saw(seenMeanwhile.productid, seenMeanwhile.shelf, gate.stamp());
        seenMeanwhile = null;
        return work();
      }),
    stamp: () => {
      const stamp = gate.stamp();
      if (seenDuring) gate.saw(seenDuring.productid, seenDuring.shelf, gate.stamp());
      seenDuring = null;
      return stamp;
    },
  };
}

const stock = async (productid: number) =>
  (await shop.db.select({ q: products.quantity }).from(products).where(eq(products.productid, productid)))[0]!.q;
const setStock = (productid: number, quantity: number) => shop.db.update(products).set({ quantity }).where(eq(products.productid, productid));
const refusals = async (where: string) => {
  const m = new RegExp(`shop_stock_refusals_total\\{where="${where}"\\} (\\d+)`).exec(await shop.deps.metrics.registry.metrics());
  return Number(m?.[1] ?? 0);
};
/** Reserves a and b as `who`, and checks the answer names b with `left` on its shelf, counted once at `where`. */
async function refusedAt(where: string, who: Session, left: number, opts: { reset?: 'Y' | 'N' } = {}) {
  const before = await refusals(where);
  const res = await shop.call('reservecart', reserveRequest([a, b], opts), who);
  expect(res.status).toBe(Status.STOCK_UNAVAILABLE);
  expect(res.statusMessage).toBe(`Only ${left} item left in stock for ${b.productname}`);
  expect(await refusals(where)).toBe(before + 1);
}

const heldBy = (username: string) =>
  shop.db.select().from(reservations).where(and(eq(reservations.username, username), eq(reservations.state, 'HELD')));

beforeAll(async () => {
  shop = await startShop({ deps: { stockGate: queueWithNews() } });
  shopper = await shop.signIn('shopper');
  const [x, y] = await pickProduct(shop.db, 10);
  a = { ...x!, quantity: 1 };
  b = { ...y!, quantity: 2 };
});
afterAll(() => shop.close());
beforeEach(async () => {
  await setStock(a.productid, 20);
  await setStock(b.productid, 20);
});

describe('a reservation short of stock', () => {
  it('is refused by the shelf read for an owner holding nothing, before anything is written', async () => {
    const guest = await shop.guest();
    await setStock(b.productid, 1);
    await refusedAt('shelf', guest, 1);
    expect([await stock(a.productid), await stock(b.productid)]).toEqual([20, 1]);
  });

  it('is refused by its own statement as a whole: no line taken, no reservation written', async () => {
    // The shopper holds a unit of a, so the shelf read does not refuse them (that unit goes back first).
    const first = await shop.call('reservecart', reserveRequest([a]), shopper);
    expect(first.status, first.statusMessage).toBe(Status.OK);
    await setStock(b.productid, 1);
    await refusedAt('update', shopper, 1, { reset: 'Y' });
    // The older reservation was ended first, its unit back; a's line of the new cart took nothing.
    expect([await stock(a.productid), await stock(b.productid)]).toEqual([20, 1]);
    expect(await heldBy('shopper')).toEqual([]);
  });

  it('is refused after its own statement on what a statement started after the shopper queued saw, without reading the shelf', async () => {
    const first = await shop.call('reservecart', reserveRequest([a]), shopper);
    expect(first.status, first.statusMessage).toBe(Status.OK);
    await setStock(b.productid, 1);
    // The other statement saw none left; the shelf read the refusal would otherwise make says 1.
    seenDuring = { productid: b.productid, shelf: 0 };
    await refusedAt('update', shopper, 0, { reset: 'Y' });
    expect([await stock(a.productid), await stock(b.productid)]).toEqual([20, 1]);
    expect(await heldBy('shopper')).toEqual([]);
  });

  it('is refused by the shelf read when only another guest holds units', async () => {
    const other = await shop.guest();
    const held = await shop.call('reservecart', reserveRequest([a]), other);
    expect(held.status, held.statusMessage).toBe(Status.OK);
    // Guests share one user; the other guest's reservation is not this guest's, so nothing of theirs goes back first.
    await setStock(b.productid, 1);
    await refusedAt('shelf', await shop.guest(), 1);
    expect(await stock(a.productid)).toBe(19);
    await shop.call('cancelcart', { orderid: held.data.orderid }, other);
  });

  it('is refused by the queue when a statement that ran while the shopper waited saw the shelf short', async () => {
    seenMeanwhile = { productid: b.productid, shelf: 1 };
    await refusedAt('queue', shopper, 1);
    // Nothing was asked of the database: the shelf itself still holds 20.
    expect([await stock(a.productid), await stock(b.productid)]).toEqual([20, 20]);
    expect(await heldBy('shopper')).toEqual([]);
    // What the queue saw answers only those who were waiting: the next shopper is served from the shelf.
    const next = await shop.call('reservecart', reserveRequest([a, b]), shopper);
    expect(next.status, next.statusMessage).toBe(Status.OK);
    expect([await stock(a.productid), await stock(b.productid)]).toEqual([19, 18]);
    await shop.call('cancelcart', { orderid: next.data.orderid }, shopper);
  });

  it('is not refused for a shelf the queue saw full enough', async () => {
    seenMeanwhile = { productid: b.productid, shelf: 5 };
    const res = await shop.call('reservecart', reserveRequest([a, b]), shopper);
    expect(res.status, res.statusMessage).toBe(Status.OK);
    expect(res.data.orderid).toMatch(/^SIA\d{6}$/);
    const [row] = await heldBy('shopper');
    expect(row).toMatchObject({ orderid: res.data.orderid, username: 'shopper', ownerSession: null, walkin: false });
    await shop.call('cancelcart', { orderid: res.data.orderid }, shopper);
  });
});
