import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { getProductsRequest, pageSizes, productSorts } from '@shop/contracts/catalogue';
import { products, stickers, vendors } from '../../db/schema/catalogue.js';
import { systemClock } from '../../deps.js';
import { makeCategories, makeProducts, makeStore } from '../../test/fixtures.js';
import { startShop, type TestShop } from '../../test/harness.js';
import { getProducts } from './product-service.js';
import { createStoreCopies, type StoreCopies } from './store-copies.js';

// The copy of a store (docs/decisions/0195) must answer every browsed page exactly as the listing statement
// does: the same products in the same order, families, total, brands, brands out of range and price bounds.

let shop: TestShop;
let fromDatabase: StoreCopies;
let fromCopy: StoreCopies;
let vendorids: string[];
let categoryIds: number[];
let productIds: number[];

/** Names the database's collation and the process could sort differently, and brands in several cases. */
const NAMES = ['apple', 'Apple', 'APPLE', 'Äpfel', 'zebra', ' space', '_under', 'a-b', 'a b', 'ab', 'Ab', 'b', 'éclair', 'Zulu', '10 Rum', '9 Rum'];
const BRANDS = ['', 'acme', 'Acme', 'ACME', 'Zed', 'zed', 'Ómega', 'b'];

beforeAll(async () => {
  shop = await startShop();
  await makeStore(shop.db, { vendorid: 'TESTCOPY', vendorname: 'Copy Test Store' });
  await makeStore(shop.db, { vendorid: 'TESTSHUT', vendorname: 'Closed Store', status: 'I' });
  categoryIds = await makeCategories(shop.db, ['Copy Fixture One', 'Copy Fixture Two', 'Copy Fixture Three']);
  const stickerIds = (await shop.db.select({ stickerid: stickers.stickerid }).from(stickers).orderBy(stickers.stickerid).limit(2)).map((r) => r.stickerid);
  const roots = await makeProducts(
    shop.db,
    Array.from({ length: 64 }, (_, i) => ({
      vendorid: 'TESTCOPY',
      categoryid: categoryIds[i % 3]!,
      productname: `${NAMES[i % NAMES.length]}${i % 5 === 0 ? '' : ` ${i % 7}`}`,
      brand: BRANDS[(i * 3) % BRANDS.length]!,
      // Prices repeat, so the name breaks ties; a few are retired.
      unitcostCents: 500 + ((i * 37) % 9) * 250,
      quantity: i % 4,
      status: i % 13 === 5 ? ('I' as const) : ('A' as const),
      stickerid: i % 6 === 0 ? (stickerIds[i % stickerIds.length] ?? null) : null,
    })),
  );
  // Variants of some roots, one of them retired, one under a retired root.
  await makeProducts(
    shop.db,
    [0, 1, 2, 3, 5, 18].map((r, i) => ({
      vendorid: 'TESTCOPY',
      categoryid: categoryIds[r % 3]!,
      productname: `Variant ${NAMES[i]}`,
      brand: BRANDS[r % BRANDS.length]!,
      unitcostCents: 600 + i * 250,
      parentproductid: roots[r]!,
      status: i === 4 ? ('I' as const) : ('A' as const),
    })),
  );
  await makeProducts(shop.db, [{ vendorid: 'TESTSHUT', categoryid: categoryIds[0]!, productname: 'Behind the shutter' }]);
  vendorids = (await shop.db.select({ vendorid: vendors.vendorid }).from(vendors).orderBy(vendors.vendorid)).map((r) => r.vendorid);
  productIds = (
    await shop.db.select({ productid: products.productid }).from(products).where(inArray(products.vendorid, ['TESTCOPY', 'TESTSHUT'])).orderBy(products.productid)
  ).map((r) => r.productid);
  fromDatabase = createStoreCopies(shop.db, 0, systemClock);
  fromCopy = createStoreCopies(shop.db, 2000, systemClock);
});
afterAll(() => shop.close());

/** The answer or the refusal, so both ways can be compared whole. */
async function answer(copies: StoreCopies, request: object) {
  try {
    return { data: await getProducts(shop.db, copies, getProductsRequest.parse(request) as never) };
  } catch (err) {
    return { refused: (err as Error).message };
  }
}

async function expectSame(request: object) {
  const [db, copy] = [await answer(fromDatabase, request), await answer(fromCopy, request)];
  expect({ request, answer: copy }).toEqual({ request, answer: db });
}

/** Pages of every kind: each store (one closed, one not there), category, sort, price range and brand choice. */
function browsedPages() {
  const ranges = [{}, { minprice: 7.5 }, { maxprice: 10 }, { minprice: 8, maxprice: 12.5 }, { minprice: 0, maxprice: 10000 }, { minprice: 1, maxprice: 2 }, { minprice: 10, maxprice: 10 }];
  const brandChoices = [[], ['acme'], ['Acme', 'Zed'], [''], ['nobody']];
  const stores = [...vendorids, 'NOSUCHSTORE'];
  return Array.from({ length: 900 }, (_, i) => {
    const categories = [undefined, ...categoryIds, 999_999];
    const categoryid = categories[i % categories.length];
    return {
      vendorid: i < 700 ? 'TESTCOPY' : stores[i % stores.length],
      ...(categoryid === undefined ? {} : { categoryid }),
      ...ranges[(i * 7) % ranges.length],
      brands: brandChoices[(i * 11) % brandChoices.length],
      sort: productSorts[i % productSorts.length],
      page: 1 + ((i * 5) % 4),
      pagesize: pageSizes[i % pageSizes.length],
    };
  });
}

describe('a store copy', () => {
  it('answers every browsed page as the database does', async () => {
    for (const request of browsedPages()) await expectSame(request);
  });

  it('answers every one product as the database does: roots, variants, retired ones, another store and a closed one', async () => {
    for (const productid of [...productIds, 999_999_999]) {
      await expectSame({ vendorid: 'TESTCOPY', productid });
      await expectSame({ vendorid: 'TESTCOPY', productid, categoryid: categoryIds[1] });
      await expectSame({ productid });
    }
  });

  it('leaves a searched page to the database', async () => {
    await expectSame({ vendorid: 'TESTCOPY', search: 'apple', sort: 'price_desc' });
  });
});
