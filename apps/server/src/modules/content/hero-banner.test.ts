import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type TestShop } from '../../test/harness.js';
import { firstHeroBanner } from './hero-banner.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

describe('firstHeroBanner', () => {
  it('is the first main banner a new visitor sees on the home page', async () => {
    const login = await shop.call('login', { silentLogin: 'Y', internal: 'Y' });
    const { airportid, direction } = login.data.userdefault;
    const first = login.data.banners.main
      .filter((b: any) => b.airportid === airportid && b.direction === direction)
      .sort((a: any, b: any) => a.sequenceid - b.sequenceid)[0];
    expect(first).toBeTruthy();
    expect(await firstHeroBanner(shop.db)).toEqual(first);
  });
});
