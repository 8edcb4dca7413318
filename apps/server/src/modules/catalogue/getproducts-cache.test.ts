import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { products } from '../../db/schema/catalogue.js';
import { makeCategory, makeProduct, makeProducts, makeStore } from '../../test/fixtures.js';
import { fakeClock } from '../../test/fake-clock.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';

// The shop's own window (docs/decisions/0007); the fake clock moves through it without waiting.
const WINDOW_MS = 2000;
const clock = fakeClock();

let shop: TestShop;
let guest: Session;
let productid: number;
let categoryid: number;

beforeAll(async () => {
  shop = await startShop({ catalogueCacheMs: WINDOW_MS, deps: { clock } });
  await makeStore(shop.db, { vendorid: 'TESTCACHE', vendorname: 'Cache Test Store' });
  categoryid = await makeCategory(shop.db, 'Cache Fixture Category');
  productid = await makeProduct(shop.db, { vendorid: 'TESTCACHE', categoryid, productname: 'Cached Cocoa', unitcostCents: 1000, quantity: 5 });
  guest = await shop.guest();
});
afterAll(() => shop.close());

const unitcost = async () => {
  const res = await shop.call('getproducts', { vendorid: 'TESTCACHE', categoryid }, guest);
  expect(res.status).toBe(0);
  return res.data.products[0].unitcost as number;
};

describe('getproducts with the catalogue micro-cache', () => {
  it('answers the cached price inside the window and the changed one after it, while checkcart shows it at once', async () => {
    expect(await unitcost()).toBe(10);
    await shop.db.update(products).set({ unitcostCents: 1250 }).where(eq(products.productid, productid));
    const cart = await shop.call('checkcart', { items: [{ productid, quantity: 1 }] }, guest);
    expect(cart.data.items[0].unitcost).toBe(12.5);
    clock.advance(WINDOW_MS - 1);
    expect(await unitcost()).toBe(10);
    clock.advance(1);
    expect(await unitcost()).toBe(12.5);
  });

  it('still refuses a caller without a session when the page is cached', async () => {
    expect(await unitcost()).toBeGreaterThan(0);
    const res = await shop.call('getproducts', { vendorid: 'TESTCACHE', categoryid });
    expect(res).toEqual({ status: Status.SESSION_INVALID, statusMessage: 'Your session has expired. Please sign in again.', data: null });
  });

  it('checks a shared request once for every shopper, but the session of each and each bad request every time', async () => {
    const other = await shop.guest();
    // The same request, its keys in another order, from a second shopper: one shared answer.
    const mine = await shop.call('getproducts', { vendorid: 'TESTCACHE', categoryid }, guest);
    const theirs = await shop.call('getproducts', { categoryid, vendorid: 'TESTCACHE' }, other);
    expect(theirs).toEqual(mine);
    // Signed out, the second shopper is refused though the request it sends is already checked.
    expect((await shop.call('logout', {}, other)).status).toBe(0);
    const after = await shop.call('getproducts', { categoryid, vendorid: 'TESTCACHE' }, other);
    expect(after.status).toBe(Status.SESSION_INVALID);
    // A bad request is refused with its message each time it is sent, never kept.
    for (let i = 0; i < 2; i++) {
      const bad = await shop.call('getproducts', { vendorid: 'TESTCACHE', categoryid, pagesize: 'ten' }, guest);
      expect(bad.status).toBe(Status.INVALID_REQUEST);
      expect(bad.statusMessage).toMatch(/page size/i);
    }
  });

  it('sends a large shared page in brotli or gzip as the client accepts, and plain to one that takes neither', async () => {
    await makeProducts(
      shop.db,
      Array.from({ length: 9 }, (_, i) => ({
        vendorid: 'TESTCACHE',
        categoryid,
        productname: `Cocoa Tin ${i}`,
        description: 'Rich Jamaican cocoa from the hills of St Mary, ground fine for a morning cup.',
        unitcostCents: 900 + i,
        quantity: 5,
      })),
    );
    const payload = { ...guest, failstatus: 0, request: { vendorid: 'TESTCACHE', categoryid, search: 'tin' } };
    const post = (encoding?: string) =>
      shop.app.inject({ method: 'POST', url: '/api/getproducts', payload, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const squeezed = await post('gzip, deflate, br');
    expect(squeezed.headers['content-encoding']).toBe('br');
    expect(squeezed.headers.vary).toBe('accept-encoding');
    const envelope = JSON.parse(brotliDecompressSync(squeezed.rawPayload).toString('utf8'));
    expect(envelope.status).toBe(0);
    expect(envelope.data.products).toHaveLength(9);
    const zipped = await post('gzip, deflate');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(envelope);
    const plain = await post('br;q=0, gzip;q=0, identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(envelope);
  });
});

