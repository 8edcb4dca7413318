import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { products } from '../../db/schema/catalogue.js';
import { keyed, makeCategory, makeProducts, makeStores } from '../../test/fixtures.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';

let shop: TestShop;
let guest: Session;
const id: Record<string, number> = {};

beforeAll(async () => {
  shop = await startShop();
  const db = shop.db;
  const master = { vendorreferenceid: 'CARTMASTER' };
  await makeStores(db, [
    { ...master, vendorid: 'TESTCART', vendorname: 'Cart Test Store' },
    { ...master, vendorid: 'TESTCARTSHUT', vendorname: 'Cart Closed Store', status: 'I' },
  ]);
  const base = { productreferenceid: 'CARTREF', vendorid: 'TESTCART', categoryid: await makeCategory(db, 'Cart Fixture Category') };
  const ids = await makeProducts(db, [
    { ...base, productname: 'Blue Mountain Beans 1lb', unitcostCents: 3250, taxrateBp: 1650, quantity: 7 },
    { ...base, productname: 'Retired Liqueur', unitcostCents: 1999, quantity: 3, status: 'I' },
    { ...base, productname: 'Soon Deleted Sauce', unitcostCents: 899, quantity: 4 },
    { ...base, vendorid: 'TESTCARTSHUT', productname: 'Closed Store Cake', unitcostCents: 1500, quantity: 9 },
  ]);
  Object.assign(id, keyed(['beans', 'retired', 'deleted', 'closed'], ids));
  await db.delete(products).where(eq(products.productid, id.deleted!));
  guest = await shop.guest();
});
afterAll(() => shop.close());

const check = (items: unknown, session: Session | null = guest) => shop.call('checkcart', { items }, session);

describe('checkcart', () => {
  it('answers each item as it is now, in the order of the cart', async () => {
    const res = await check([
      { productid: id.retired, quantity: 1 },
      { productid: id.beans, quantity: 2 },
      { productid: id.deleted, quantity: 1 },
      { productid: id.closed, quantity: 1 },
    ]);
    expect(res.status).toBe(Status.OK);
    expect(res.data.items).toEqual([
      { productid: id.retired, productname: 'Retired Liqueur', unitcost: 19.99, taxrate: 0, quantity: 3, status: 'I' },
      { productid: id.beans, productname: 'Blue Mountain Beans 1lb', unitcost: 32.5, taxrate: 0.165, quantity: 7, status: 'A' },
      { productid: id.deleted, productname: '', unitcost: 0, taxrate: null, quantity: 0, status: 'GONE' },
      { productid: id.closed, productname: 'Closed Store Cake', unitcost: 15, taxrate: 0, quantity: 9, status: 'I' },
    ]);
  });

  it('shows a price or stock change made since the item was added', async () => {
    await shop.db.update(products).set({ unitcostCents: 2999, quantity: 1 }).where(eq(products.productid, id.beans!));
    const res = await check([{ productid: id.beans, quantity: 2 }]);
    expect(res.data.items[0]).toMatchObject({ unitcost: 29.99, quantity: 1, status: 'A' });
  });

  it('answers an empty cart with no items', async () => {
    expect((await check([])).data).toEqual({ items: [] });
  });

  it('refuses a quantity below 1 naming the field', async () => {
    const res = await check([{ productid: id.beans, quantity: 0 }]);
    expect(res.status).toBe(Status.INVALID_REQUEST);
    expect(res.statusMessage).toBe('Quantity of cart item 1 must be at least 1.');
  });

  it('refuses a missing item list naming the field', async () => {
    const res = await shop.call('checkcart', {}, guest);
    expect(res.statusMessage).toBe('Cart items is required.');
  });

  it('is open to shoppers and lounge operators but not to a vendor-only user', async () => {
    for (const who of ['shopper', 'lounge']) {
      expect((await check([{ productid: id.beans, quantity: 1 }], await shop.signIn(who))).status).toBe(Status.OK);
    }
    const res = await check([{ productid: id.beans, quantity: 1 }], await shop.signIn('vendor'));
    expect(res.status).toBe(Status.FORBIDDEN);
  });
});
