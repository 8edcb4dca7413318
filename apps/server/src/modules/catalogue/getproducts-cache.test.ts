import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { categories, products, vendorMasters, vendors } from '../../db/schema/catalogue.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';

// Short enough not to slow the suite; the shop runs with 2000 (docs/decisions/0007).
const WINDOW_MS = 300;

let shop: TestShop;
let guest: Session;
let productid: number;
let categoryid: number;

beforeAll(async () => {
  shop = await startShop({ catalogueCacheMs: WINDOW_MS });
  const store = { vendorreferenceid: 'CACHEMASTER', description: 'Fixture store', airportid: 'SIA', direction: 'D' } as const;
  await shop.db.insert(vendorMasters).values({ vendorid: 'CACHEMASTER', vendorname: 'Cache Test Store', description: 'Fixture' });
  await shop.db.insert(vendors).values({ ...store, vendorid: 'TESTCACHE', vendorname: 'Cache Test Store' });
  const [cat] = await shop.db.insert(categories).values({ description: 'Cache Fixture Category' }).returning();
  categoryid = cat!.categoryid;
  const [row] = await shop.db
    .insert(products)
    .values({ productreferenceid: 'CACHEREF', vendorid: 'TESTCACHE', categoryid, productname: 'Cached Cocoa', unitcostCents: 1000, quantity: 5 })
    .returning();
  productid = row!.productid;
  guest = await shop.guest();
});
afterAll(() => shop.close());

const unitcost = async () => {
  const res = await shop.call('getproducts', { vendorid: 'TESTCACHE', categoryid }, guest);
  expect(res.status).toBe(0);
  return res.data.products[0].unitcost as number;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('getproducts with the catalogue micro-cache', () => {
  it('shows a changed price once the cache window has passed, while checkcart shows it at once', async () => {
    expect(await unitcost()).toBe(10);
    await shop.db.update(products).set({ unitcostCents: 1250 }).where(eq(products.productid, productid));
    const cart = await shop.call('checkcart', { items: [{ productid, quantity: 1 }] }, guest);
    expect(cart.data.items[0].unitcost).toBe(12.5);
    await sleep(WINDOW_MS + 50);
    expect(await unitcost()).toBe(12.5);
  });

  it('still refuses a caller without a session when the page is cached', async () => {
    await unitcost();
    const res = await shop.call('getproducts', { vendorid: 'TESTCACHE', categoryid });
    expect(res.status).not.toBe(0);
  });

  it('sends a large shared page in brotli or gzip as the client accepts, and plain to one that takes neither', async () => {
    await shop.db.insert(products).values(
      Array.from({ length: 9 }, (_, i) => ({
        productreferenceid: `CACHEREF${i}`,
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

