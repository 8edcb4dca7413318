import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { keyed, makeCategories, makeProducts, makeStores } from '../../test/fixtures.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';

let shop: TestShop;
let guest: Session;
const cat: Record<string, number> = {};

beforeAll(async () => {
  shop = await startShop();
  const { db } = shop;
  await makeStores(db, [
    { vendorid: 'TESTSTORE', vendorname: 'Test Emporium', loungeoperator: true, vendorreferenceid: 'STOREMASTER' },
    { vendorid: 'TESTSHUT', vendorname: 'Test Closed Shop', status: 'I', vendorreferenceid: 'STOREMASTER' },
  ]);
  const catIds = await makeCategories(db, [
    'Stores Fixture Wine',
    'Stores Fixture Cigars',
    { description: 'Stores Fixture Hidden', status: 'I' },
    'Stores Fixture Retired',
  ]);
  Object.assign(cat, keyed(['wine', 'cigars', 'hidden', 'retired'], catIds));
  const item = { productreferenceid: 'STOREREF', vendorid: 'TESTSTORE', unitcostCents: 1000, quantity: 5 };
  await makeProducts(db, [
    { ...item, productname: 'Red Wine', categoryid: cat.wine! },
    { ...item, productname: 'Cohiba', categoryid: cat.cigars! },
    { ...item, productname: 'Hidden Thing', categoryid: cat.hidden! },
    { ...item, productname: 'Retired Thing', categoryid: cat.retired!, status: 'I' },
    { ...item, vendorid: 'TESTSHUT', productname: 'Closed Wine', categoryid: cat.wine! },
  ]);
  guest = await shop.guest();
});
afterAll(() => shop.close());

describe('getstores', () => {
  it('lists the SIA departure stores with the active categories they sell', async () => {
    const res = await shop.call('getstores', { airportid: 'SIA', direction: 'D' }, guest);
    expect(res.status).toBe(Status.OK);
    const mine = res.data.stores.find((s: { storeid: string }) => s.storeid === 'TESTSTORE');
    expect(mine).toEqual({
      storeid: 'TESTSTORE',
      name: 'Test Emporium',
      description: 'A fixture store.',
      vendorreferenceid: 'STOREMASTER',
      direction: 'D',
      airportid: 'SIA',
      loungeoperator: 'Y',
      categories: [
        { categoryid: cat.cigars, description: 'Stores Fixture Cigars' },
        { categoryid: cat.wine, description: 'Stores Fixture Wine' },
      ],
    });
  });

  it('leaves out a closed store', async () => {
    const res = await shop.call('getstores', { airportid: 'SIA', direction: 'D' }, guest);
    expect(res.data.stores.map((s: { storeid: string }) => s.storeid)).not.toContain('TESTSHUT');
  });

  it('lists no stores for NMIA arrivals', async () => {
    const res = await shop.call('getstores', { airportid: 'NMIA', direction: 'A' }, await shop.signIn('shopper'));
    expect(res).toEqual({ status: Status.OK, statusMessage: 'Success', data: { stores: [] } });
  });

  it('is open to lounge operators', async () => {
    const res = await shop.call('getstores', { airportid: 'SIA', direction: 'D' }, await shop.signIn('lounge'));
    expect(res.status).toBe(Status.OK);
  });

  it('refuses a vendor-only user with status 4', async () => {
    const res = await shop.call('getstores', { airportid: 'SIA', direction: 'D' }, await shop.signIn('vendor'));
    expect(res).toEqual({ status: Status.FORBIDDEN, statusMessage: 'You are not allowed to use getstores.', data: null });
  });

  it('refuses an unknown airport naming the field', async () => {
    const res = await shop.call('getstores', { airportid: 'KIN', direction: 'D' }, guest);
    expect(res.status).toBe(Status.INVALID_REQUEST);
    expect(res.statusMessage).toBe('Airport must be one of SIA, NMIA.');
  });

  it('refuses an unknown direction naming the field', async () => {
    const res = await shop.call('getstores', { airportid: 'SIA', direction: 'X' }, guest);
    expect(res.statusMessage).toBe('Direction must be one of A, D.');
  });
});
