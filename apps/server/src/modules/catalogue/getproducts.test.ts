import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { stickers } from '../../db/schema/catalogue.js';
import { keyed, makeCategories, makeProduct, makeStores, type ProductFixture } from '../../test/fixtures.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';

let shop: TestShop;
let guest: Session;
const id: Record<string, number> = {};
const cat: Record<string, number> = {};

type Item = Omit<ProductFixture, 'vendorid'> & { vendorid?: string };
const item = (p: Item): ProductFixture => ({ vendorid: 'TESTSTORE', ...p });

/** A store of our own, so the tests do not depend on the demo catalogue. */
async function insertFixture(db: TestShop['db']) {
  const master = { vendorreferenceid: 'TESTMASTER' };
  await makeStores(db, [
    { ...master, vendorid: 'TESTSTORE', vendorname: 'Test Emporium' },
    { ...master, vendorid: 'TESTEMPTY', vendorname: 'Test Empty Shelf' },
    { ...master, vendorid: 'TESTSHUT', vendorname: 'Test Closed Shop', status: 'I' },
  ]);
  await db.insert(stickers).values({ stickerid: 'TESTSALE', description: 'Fixture sale' });
  Object.assign(cat, keyed(['rum', 'scent', 'coffee'], await makeCategories(db, ['Fixture Rum', 'Fixture Scent', 'Fixture Coffee'])));
  const rum = cat.rum!;
  const add = async (key: string, p: ProductFixture) => {
    id[key] = await makeProduct(db, p);
  };
  await add('appleton', item({ productname: 'Appleton Estate 12', brand: 'Appleton', categoryid: rum, unitcostCents: 4500, msrpCents: 5500, taxrateBp: 1500, noticequantity: 3, stickerid: 'TESTSALE', description: 'Twelve years in oak.' }));
  await add('appletonLitre', item({ productname: 'Appleton Estate 12 1L', brand: 'Appleton', categoryid: rum, unitcostCents: 6000, quantity: 5, parentproductid: id.appleton }));
  await add('appletonMini', item({ productname: 'Appleton Estate 12 Miniature', brand: 'Appleton', categoryid: rum, unitcostCents: 1500, parentproductid: id.appleton, status: 'I' }));
  await add('hampden', item({ productname: 'Hampden 8', brand: 'Hampden', categoryid: rum, unitcostCents: 6000 }));
  await add('cream', item({ productname: 'Blue Mountain Rum Cream', brand: 'Monymusk', categoryid: rum, unitcostCents: 6000 }));
  await add('overproof', item({ productname: 'overproof white', brand: 'bacardi', categoryid: rum, unitcostCents: 2000 }));
  await add('pure', item({ productname: 'Rum 100% Pure_Cane', brand: 'Hampden', categoryid: rum, unitcostCents: 3000 }));
  await add('retired', item({ productname: 'Retired Rum', brand: 'Zed', categoryid: rum, unitcostCents: 100, status: 'I' }));
  await add('toilette', item({ productname: 'Eau de Toilette', brand: 'Chanel', categoryid: cat.scent!, unitcostCents: 9999 }));
  await add('acqua', item({ productname: 'acqua di gio', brand: 'Armani', categoryid: cat.scent!, unitcostCents: 12050 }));
  for (let n = 1; n <= 12; n++) {
    const name = `Coffee ${String(n).padStart(2, '0')}`;
    await add(name, item({ productname: name, brand: 'Blue Mountain', categoryid: cat.coffee!, unitcostCents: 1000 + n * 100 }));
  }
  await add('closed', item({ productname: 'Closed Shop Rum', vendorid: 'TESTSHUT', categoryid: rum, unitcostCents: 1000 }));
}

beforeAll(async () => {
  shop = await startShop();
  await insertFixture(shop.db);
  guest = await shop.guest();
});
afterAll(() => shop.close());

const list = (request: object, session: Session = guest) => shop.call('getproducts', { vendorid: 'TESTSTORE', ...request }, session);
const names = async (request: object) => {
  const res = await list(request);
  expect(res.statusMessage).toBe('Success');
  return res.data.products.map((p: { productname: string }) => p.productname);
};

describe('getproducts', () => {
  it('answers an active root product with every field in wire units', async () => {
    const res = await list({ categoryid: cat.rum, search: 'estate' });
    expect(res.status).toBe(Status.OK);
    expect(res.data.products).toEqual([
      {
        productid: id.appleton,
        productreferenceid: 'REF-Appleton Estate 12',
        productname: 'Appleton Estate 12',
        brand: 'Appleton',
        description: 'Twelve years in oak.',
        unitcost: 45,
        msrp: 55,
        taxrate: 0.15,
        quantity: 10,
        noticequantity: 3,
        stickerid: 'TESTSALE',
        stickername: 'Fixture sale',
        rootproductid: id.appleton,
        siblings: [{ productid: id.appletonLitre, productname: 'Appleton Estate 12 1L', unitcost: 60, quantity: 5 }],
        vendorid: 'TESTSTORE',
        vendorname: 'Test Emporium',
        categoryid: cat.rum,
        categoryname: 'Fixture Rum',
        status: 'A',
      },
    ]);
    expect(res.data).toMatchObject({ total: 1, page: 1, pagesize: 10 });
  });

  it('lists only active root products, case-insensitively by name by default', async () => {
    expect(await names({ categoryid: cat.rum })).toEqual([
      'Appleton Estate 12',
      'Blue Mountain Rum Cream',
      'Hampden 8',
      'overproof white',
      'Rum 100% Pure_Cane',
    ]);
  });

  it('lists the whole store without a category', async () => {
    const res = await list({ pagesize: 100 });
    expect(res.data.total).toBe(19);
    expect(res.data.products[0].productname).toBe('acqua di gio');
  });

  it('searches product names case-insensitively', async () => {
    expect(await names({ categoryid: cat.rum, search: 'APPLETON' })).toEqual(['Appleton Estate 12']);
    expect(await names({ categoryid: cat.rum, search: 'rum' })).toEqual(['Blue Mountain Rum Cream', 'Rum 100% Pure_Cane']);
  });

  it('treats %, _ and \\ in the search text as plain characters', async () => {
    expect(await names({ search: '%' })).toEqual(['Rum 100% Pure_Cane']);
    expect(await names({ search: '_' })).toEqual(['Rum 100% Pure_Cane']);
    expect(await names({ search: '0% p' })).toEqual(['Rum 100% Pure_Cane']);
    expect(await names({ search: '\\%' })).toEqual([]);
  });

  it('filters by the chosen brands', async () => {
    expect(await names({ categoryid: cat.rum, brands: ['Hampden'] })).toEqual(['Hampden 8', 'Rum 100% Pure_Cane']);
    expect(await names({ brands: ['Appleton', 'Armani'] })).toEqual(['acqua di gio', 'Appleton Estate 12']);
  });

  it('filters by an inclusive price range in dollars', async () => {
    expect(await names({ categoryid: cat.rum, minprice: 30, maxprice: 60, sort: 'price_asc' })).toEqual([
      'Rum 100% Pure_Cane',
      'Appleton Estate 12',
      'Blue Mountain Rum Cream',
      'Hampden 8',
    ]);
    expect(await names({ minprice: 99.99, maxprice: 99.99 })).toEqual(['Eau de Toilette']);
    expect(await names({ minprice: 120.51 })).toEqual([]);
  });

  it('sorts by name descending', async () => {
    expect(await names({ categoryid: cat.rum, sort: 'product_desc' })).toEqual([
      'Rum 100% Pure_Cane',
      'overproof white',
      'Hampden 8',
      'Blue Mountain Rum Cream',
      'Appleton Estate 12',
    ]);
  });

  it('sorts by price, breaking ties by name', async () => {
    const asc = ['overproof white', 'Rum 100% Pure_Cane', 'Appleton Estate 12', 'Blue Mountain Rum Cream', 'Hampden 8'];
    expect(await names({ categoryid: cat.rum, sort: 'price_asc' })).toEqual(asc);
    expect(await names({ categoryid: cat.rum, sort: 'price_desc' })).toEqual([
      'Blue Mountain Rum Cream',
      'Hampden 8',
      'Appleton Estate 12',
      'Rum 100% Pure_Cane',
      'overproof white',
    ]);
  });

  it('pages through the matches and answers an empty page past the end with the total', async () => {
    const page = (n: number) => list({ categoryid: cat.coffee, sort: 'price_desc', page: n, pagesize: 10 });
    const [one, two, three] = await Promise.all([page(1), page(2), page(3)]);
    expect(one.data.products.map((p: { productname: string }) => p.productname)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Coffee ${String(12 - i).padStart(2, '0')}`),
    );
    expect(two.data.products.map((p: { productname: string }) => p.productname)).toEqual(['Coffee 02', 'Coffee 01']);
    expect(three.data).toMatchObject({ products: [], total: 12, page: 3, pagesize: 10 });
    expect(one.data.total).toBe(12);
  });

  it('answers the brands and price bounds of the category and search, whatever brands and price are chosen', async () => {
    const res = await list({ categoryid: cat.rum, search: 'rum', brands: ['Hampden'], minprice: 50 });
    expect(res.data).toMatchObject({ products: [], total: 0, brands: ['Hampden', 'Monymusk'], pricemin: 30, pricemax: 60 });
    // The only Hampden that matches costs 30: nothing of it lies in the range asked for.
    expect(res.data.brandsoutofrange).toEqual(['Hampden']);
    const category = await list({ categoryid: cat.rum, brands: ['Hampden'] });
    expect(category.data).toMatchObject({ brands: ['Appleton', 'bacardi', 'Hampden', 'Monymusk'], brandsoutofrange: [], pricemin: 20, pricemax: 60 });
    const store = await list({});
    expect(store.data).toMatchObject({ pricemin: 11, pricemax: 120.5, brandsoutofrange: [] });
    expect(store.data.brands).toEqual(['Appleton', 'Armani', 'bacardi', 'Blue Mountain', 'Chanel', 'Hampden', 'Monymusk']);
  });

  it('names the brands with nothing inside the chosen price range, with and without a search', async () => {
    const between = await list({ categoryid: cat.rum, minprice: 40, maxprice: 50 });
    expect(between.data.products.map((p: { productname: string }) => p.productname)).toEqual(['Appleton Estate 12']);
    expect(between.data.brandsoutofrange).toEqual(['bacardi', 'Hampden', 'Monymusk']);
    const below = await list({ categoryid: cat.rum, maxprice: 25 });
    expect(below.data.brandsoutofrange).toEqual(['Appleton', 'Hampden', 'Monymusk']);
    const searched = await list({ categoryid: cat.rum, search: 'e', minprice: 50 });
    expect(searched.data.brands).toEqual(['Appleton', 'bacardi', 'Hampden', 'Monymusk']);
    expect(searched.data.brandsoutofrange).toEqual(['Appleton', 'bacardi']);
  });

  it('answers 0 to 1000 and no brands for a store with nothing to sell', async () => {
    const res = await list({ vendorid: 'TESTEMPTY' });
    expect(res.data).toEqual({ products: [], total: 0, page: 1, pagesize: 10, brands: [], brandsoutofrange: [], pricemin: 0, pricemax: 1000 });
  });

  it('answers one variant by productid with its active family as siblings', async () => {
    const res = await list({ productid: id.appletonLitre });
    expect(res.status).toBe(Status.OK);
    expect(res.data.total).toBe(1);
    const [p] = res.data.products;
    expect(p).toMatchObject({ productid: id.appletonLitre, rootproductid: id.appleton, unitcost: 60, categoryname: 'Fixture Rum' });
    expect(p.siblings).toEqual([{ productid: id.appleton, productname: 'Appleton Estate 12', unitcost: 45, quantity: 10 }]);
  });

  it('answers a root without variants with no siblings', async () => {
    const res = await list({ productid: id.hampden });
    expect(res.data.products[0]).toMatchObject({ productid: id.hampden, rootproductid: id.hampden, siblings: [] });
  });

  it('refuses an inactive product or another store\'s product by productid with status 8', async () => {
    for (const productid of [id.appletonMini, id.closed, 999999]) {
      const res = await list({ productid });
      expect(res.status).toBe(Status.NOT_FOUND);
      expect(res.statusMessage).toBe(`The product ${productid} was not found in the store Test Emporium.`);
    }
  });

  it('finds the store of a product asked for by productid alone, as a product banner asks', async () => {
    const res = await shop.call('getproducts', { productid: id.appletonLitre }, guest);
    expect(res.status).toBe(Status.OK);
    expect(res.data.products[0]).toMatchObject({ productid: id.appletonLitre, vendorid: 'TESTSTORE', vendorname: 'Test Emporium', categoryname: 'Fixture Rum' });
    expect(res.data.brands).toContain('Appleton');
  });

  it('refuses by productid alone an inactive product, a closed store\'s product or an unknown one with status 8', async () => {
    for (const productid of [id.appletonMini, id.closed, 999999]) {
      const res = await shop.call('getproducts', { productid }, guest);
      expect(res).toEqual({ status: Status.NOT_FOUND, statusMessage: `The product ${productid} was not found.`, data: null });
    }
  });

  it('refuses an unknown or closed store with status 8 naming it', async () => {
    expect(await list({ vendorid: 'NOSUCHSTORE' })).toEqual({ status: Status.NOT_FOUND, statusMessage: 'The store NOSUCHSTORE was not found.', data: null });
    expect((await list({ vendorid: 'TESTSHUT' })).statusMessage).toBe('The store TESTSHUT was not found.');
  });

  it.each([
    [{ pagesize: 7 }, /^Page size must be one of 10, 20, 50, 100, 500\.$/],
    [{ page: 0 }, /^Page must be at least 1\.$/],
    [{ minprice: -1 }, /^Minimum price must be at least 0\.$/],
    [{ maxprice: -0.01 }, /^Maximum price must be at least 0\.$/],
    [{ minprice: 50, maxprice: 10 }, /^Minimum price \(50\) must not be above the maximum price \(10\)\.$/],
    [{ sort: 'cheapest' }, /^Sort must be one of product_asc, product_desc, price_asc, price_desc\.$/],
    [{ vendorid: undefined }, /^Store is required unless a product is given\.$/],
    [{ categoryid: 'rum' }, /^Category must be a number\.$/],
  ])('refuses %j with status 1 naming the field', async (request, message) => {
    const res = await list(request);
    expect(res.status).toBe(Status.INVALID_REQUEST);
    expect(res.statusMessage).toMatch(message);
  });

  it('is open to the guest, shoppers and lounge operators, not to callers without a session', async () => {
    for (const who of ['shopper', 'lounge']) {
      const res = await list({ categoryid: cat.rum }, await shop.signIn(who));
      expect(res.status).toBe(Status.OK);
      expect(res.data.total).toBe(5);
    }
    const res = await shop.call('getproducts', { vendorid: 'TESTSTORE' });
    expect(res.status).toBe(Status.SESSION_INVALID);
  });
});
