import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/catalogue.js';
import { catalogueVersions } from '../../db/schema/catalogue-version.js';
import { makeCategories, makeProducts, makeStore } from '../../test/fixtures.js';
import { startShop, type Session, type TestApp, type TestShop } from '../../test/harness.js';

// Each process keeps a category's brands and price bounds for as long as the store's catalogue version stays
// the same (docs/decisions/0160); these tests change the catalogue under it, as staff or another process would.
const STORE = 'TESTSCOPE';

let shop: TestShop;
let twin: TestApp;
let guest: Session;
let twinGuest: Session;
let rum: number;
let gin: number;
let id: Record<'appleton' | 'bombay', number>;

beforeAll(async () => {
  shop = await startShop();
  twin = await shop.twin();
  await makeStore(shop.db, { vendorid: STORE, vendorname: 'Scope Test Store' });
  [rum, gin] = (await makeCategories(shop.db, ['Scope Rum', 'Scope Gin'])) as [number, number];
  const [appleton, bombay] = await makeProducts(shop.db, [
    { vendorid: STORE, categoryid: rum, productname: 'Appleton 12', brand: 'Appleton', unitcostCents: 1000, quantity: 5 },
    { vendorid: STORE, categoryid: rum, productname: 'Bombay Rum', brand: 'Bombay', unitcostCents: 3000, quantity: 5 },
  ]);
  id = { appleton: appleton!, bombay: bombay! };
  guest = await shop.guest();
  twinGuest = await twin.guest();
});
afterAll(() => shop.close());

/** The scope's fields of a rum page priced 5 to 20 dollars, as one process answers it. */
async function scope(app: TestApp = shop, session = guest) {
  const res = await app.send('getproducts', { vendorid: STORE, categoryid: rum, minprice: 5, maxprice: 20, page: 1, pagesize: 10 }, session);
  expect(res.status).toBe(0);
  const { brands, brandsoutofrange, pricemin, pricemax, total } = res.data!;
  return { brands, brandsoutofrange, pricemin, pricemax, total };
}

const version = async () =>
  (await shop.db.select().from(catalogueVersions).where(eq(catalogueVersions.vendorid, STORE)))[0]?.version ?? 0;

describe('getproducts', () => {
  it('shows a changed price, a new brand and a retired product in the brands and bounds at once, in every process', async () => {
    const before = { brands: ['Appleton', 'Bombay'], brandsoutofrange: ['Bombay'], pricemin: 10, pricemax: 30, total: 1 };
    expect(await scope()).toEqual(before);
    expect(await scope(twin, twinGuest)).toEqual(before);

    await shop.db.update(products).set({ unitcostCents: 1500 }).where(eq(products.productid, id.bombay));
    const repriced = { brands: ['Appleton', 'Bombay'], brandsoutofrange: [], pricemin: 10, pricemax: 15, total: 2 };
    expect(await scope(twin, twinGuest)).toEqual(repriced);
    expect(await scope()).toEqual(repriced);

    const [campari] = await makeProducts(shop.db, [{ vendorid: STORE, categoryid: rum, productname: 'Campari', brand: 'Campari', unitcostCents: 5000 }]);
    expect(await scope()).toEqual({ brands: ['Appleton', 'Bombay', 'Campari'], brandsoutofrange: ['Campari'], pricemin: 10, pricemax: 50, total: 2 });

    await shop.db.update(products).set({ status: 'I' }).where(eq(products.productid, id.appleton));
    await shop.db.update(products).set({ categoryid: gin }).where(eq(products.productid, campari!));
    expect(await scope(twin, twinGuest)).toEqual({ brands: ['Bombay'], brandsoutofrange: [], pricemin: 15, pricemax: 15, total: 1 });

    await shop.db.delete(products).where(eq(products.productid, id.bombay));
    expect(await scope()).toEqual({ brands: [], brandsoutofrange: [], pricemin: 0, pricemax: 1000, total: 0 });
  });

  it('keeps the catalogue version when only stock changes, as a purchase does, and moves it with a brand', async () => {
    const [whisky] = await makeProducts(shop.db, [{ vendorid: STORE, categoryid: gin, productname: 'Dewar 12', brand: 'Dewar', unitcostCents: 2000, quantity: 9 }]);
    const start = await version();
    await shop.db.update(products).set({ quantity: 8 }).where(eq(products.productid, whisky!));
    expect(await version()).toBe(start);
    await shop.db.update(products).set({ brand: 'Dewars' }).where(eq(products.productid, whisky!));
    expect(await version()).toBeGreaterThan(start);
  });
});
