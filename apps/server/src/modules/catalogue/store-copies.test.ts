import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { categories, products, stickers } from '../../db/schema/catalogue.js';
import { makeCategory, makeProduct, makeStore } from '../../test/fixtures.js';
import { fakeClock } from '../../test/fake-clock.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { loadConfig } from '../../config.js';
import { COPY_MAX_PRODUCTS } from './store-copies.js';

// The shop's own window (docs/decisions/0195); the fake clock moves through it without waiting.
const WINDOW_MS = 2000;
const clock = fakeClock();

let shop: TestShop;
let guest: Session;
let lounge: Session;
let productid: number;
let categoryid: number;

beforeAll(async () => {
  shop = await startShop({ catalogueCopyMs: WINDOW_MS, deps: { clock } });
  await makeStore(shop.db, { vendorid: 'TESTCOPIES', vendorname: 'Copies Test Store' });
  categoryid = await makeCategory(shop.db, 'Copies Fixture Category');
  productid = await makeProduct(shop.db, { vendorid: 'TESTCOPIES', categoryid, productname: 'Copied Cocoa', unitcostCents: 1000, quantity: 5 });
  guest = await shop.guest();
  lounge = await shop.signIn('lounge');
});
afterAll(() => shop.close());

const listed = async (request: object = {}) => {
  const res = await shop.call('getproducts', { vendorid: 'TESTCOPIES', ...request }, guest);
  expect(res.status).toBe(0);
  return res.data.products[0] as { unitcost: number; categoryname: string } | undefined;
};

describe('getproducts from the store copy', () => {
  it('answers every page from the copy inside the window, a page never asked before too, and reads the store again after it', async () => {
    expect((await listed())?.unitcost).toBe(10);
    await shop.db.update(products).set({ unitcostCents: 1250 }).where(eq(products.productid, productid));
    clock.advance(WINDOW_MS - 1);
    // Another page of the same store: the copy answers it, with the price as it was read.
    expect((await listed({ categoryid, sort: 'price_desc', minprice: 1 }))?.unitcost).toBe(10);
    // checkcart is never answered from a copy.
    const cart = await shop.call('checkcart', { items: [{ productid, quantity: 1 }] }, guest);
    expect(cart.data.items[0].unitcost).toBe(12.5);
    clock.advance(1);
    expect((await listed())?.unitcost).toBe(12.5);
  });

  it('after the window shows what another process changed: stock, a name, a category or a sticker renamed', async () => {
    const [sticker] = await shop.db.select({ stickerid: stickers.stickerid }).from(stickers).limit(1);
    await shop.db.update(products).set({ stickerid: sticker!.stickerid }).where(eq(products.productid, productid));
    const seen = async (change: () => Promise<unknown>) => {
      clock.advance(WINDOW_MS);
      await listed();
      await change();
      clock.advance(WINDOW_MS);
      return (await shop.call('getproducts', { vendorid: 'TESTCOPIES' }, guest)).data.products[0];
    };
    // Only the stock changed: the store's version did not move, and the stock alone is read.
    expect((await seen(() => shop.db.update(products).set({ quantity: 3 }).where(eq(products.productid, productid)))).quantity).toBe(3);
    expect((await seen(() => shop.db.update(products).set({ productname: 'Copied Cacao' }).where(eq(products.productid, productid)))).productname).toBe(
      'Copied Cacao',
    );
    expect(
      (await seen(() => shop.db.update(categories).set({ description: 'Copies Other Category' }).where(eq(categories.categoryid, categoryid)))).categoryname,
    ).toBe('Copies Other Category');
    expect(
      (await seen(() => shop.db.update(stickers).set({ description: 'Copies Sticker' }).where(eq(stickers.stickerid, sticker!.stickerid)))).stickername,
    ).toBe('Copies Sticker');
    expect((await seen(() => shop.db.update(products).set({ quantity: 5 }).where(eq(products.productid, productid)))).quantity).toBe(5);
  });

  it('shows a change made through a listing-changing call at once', async () => {
    await shop.db.update(categories).set({ description: 'Copies Fixture Category' }).where(eq(categories.categoryid, categoryid));
    clock.advance(WINDOW_MS);
    expect((await listed())?.categoryname).toBe('Copies Fixture Category');
    const renamed = await shop.send('updatecategory', { actiontype: 'UPDATE', categoryid, description: 'Copies Renamed Category' }, lounge);
    expect(renamed.status).toBe(Status.OK);
    expect((await listed())?.categoryname).toBe('Copies Renamed Category');
  });

  it('answers a store that is not there, or closed, as the database does', async () => {
    await makeStore(shop.db, { vendorid: 'TESTCLOSED', vendorname: 'Closed', status: 'I' });
    for (const vendorid of ['NOSUCHSTORE', 'TESTCLOSED']) {
      const res = await shop.call('getproducts', { vendorid }, guest);
      expect(res).toEqual({ status: Status.NOT_FOUND, statusMessage: `The store ${vendorid} was not found.`, data: null });
    }
  });

  it('refuses windows that together would let a listing be more than 2 seconds old', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: shop.config.DATA_DIR };
    expect(loadConfig({ ...env, CATALOGUE_CACHE_MS: '1500', CATALOGUE_COPY_MS: '500' })).toMatchObject({ CATALOGUE_CACHE_MS: 1500, CATALOGUE_COPY_MS: 500 });
    expect(loadConfig(env)).toMatchObject({ CATALOGUE_CACHE_MS: 1000, CATALOGUE_COPY_MS: 1000 });
    expect(() => loadConfig({ ...env, CATALOGUE_CACHE_MS: '1500', CATALOGUE_COPY_MS: '501' })).toThrow(
      'CATALOGUE_CACHE_MS + CATALOGUE_COPY_MS: must not be above 2000',
    );
  });

  it('leaves a store too large to copy to the database, which sees every change at once', async () => {
    await makeStore(shop.db, { vendorid: 'TESTHUGE', vendorname: 'Huge Store' });
    await shop.db.execute(sql`insert into products (productreferenceid, vendorid, categoryid, productname, brand, description, unitcost_cents, taxrate_bp, quantity, noticequantity)
      select 'HUGE-' || g, 'TESTHUGE', ${categoryid}, 'Huge ' || lpad(g::text, 6, '0'), '', 'Many.', 100 + g, 0, 1, 0
      from generate_series(1, ${COPY_MAX_PRODUCTS + 1}) g`);
    const first = async () => (await shop.call('getproducts', { vendorid: 'TESTHUGE', sort: 'product_asc' }, guest)).data;
    expect((await first()).total).toBe(COPY_MAX_PRODUCTS + 1);
    await shop.db.execute(sql`update products set productname = 'Aaa Huge' where vendorid = 'TESTHUGE' and productname = 'Huge 000007'`);
    expect((await first()).products[0].productname).toBe('Aaa Huge');
  });
});
