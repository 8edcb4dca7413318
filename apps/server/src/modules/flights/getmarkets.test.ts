import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { priceList } from '../../db/schema/content.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';

let shop: TestShop;
let guest: Session;

beforeAll(async () => {
  shop = await startShop();
  await shop.db.insert(priceList).values([
    { market: 'TESTMKT', productid: 'DEPARTURELOUNGE', description: 'Departure lounge', adultCents: 4500, childCents: 2250 },
    { market: 'TESTMKT', productid: 'ARRIVALONLY', description: 'Arrival fast track', adultCents: 5999, childCents: 3000 },
    { market: 'TESTMKT', productid: 'ARRIVALBUNDLE', description: 'Arrival and departure', adultCents: 9950, childCents: 4975 },
  ]);
  guest = await shop.guest();
});
afterAll(() => shop.close());

describe('getmarkets', () => {
  it('answers each market with its lounge prices for adults and children in dollars', async () => {
    const res = await shop.call('getmarkets', {}, guest);
    expect(res.status).toBe(Status.OK);
    const market = res.data.markets.find((m: { market: string }) => m.market === 'TESTMKT');
    expect(market).toEqual({
      market: 'TESTMKT',
      currencycode: 'USD',
      pricelist: [
        { productid: 'ARRIVALBUNDLE', description: 'Arrival and departure', adultprice: 99.5, childprice: 49.75 },
        { productid: 'ARRIVALONLY', description: 'Arrival fast track', adultprice: 59.99, childprice: 30 },
        { productid: 'DEPARTURELOUNGE', description: 'Departure lounge', adultprice: 45, childprice: 22.5 },
      ],
    });
  });

  it('is open to every signed-in user but not without a session', async () => {
    expect((await shop.call('getmarkets', {}, await shop.signIn('lounge'))).status).toBe(Status.OK);
    expect((await shop.call('getmarkets', {})).status).toBe(Status.SESSION_INVALID);
  });
});
