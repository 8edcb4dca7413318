import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { STORE } from '../../seed/stores.js';
import { recordChange } from './repo.js';
import { changesBetween } from './diff.js';

let shop: TestShop;
let vendor: Session;
let agent: Session;
let lounge: Session;
let shopper: Session;

beforeAll(async () => {
  shop = await startShop();
  vendor = await shop.signIn('vendor');
  agent = await shop.signIn('agent');
  lounge = await shop.signIn('lounge');
  shopper = await shop.signIn('shopper');
  await shop.db.transaction(async (tx) => {
    const at = new Date('2026-03-01T10:00:00Z');
    await recordChange(tx, { entity: 'product', entityid: 9001, who: 'vendor', at, store: STORE.rum, changes: { quantity: [null, 5] } });
    await recordChange(tx, {
      entity: 'product',
      entityid: 9001,
      who: 'vendor',
      at: new Date('2026-03-02T10:00:00Z'),
      store: STORE.rum,
      changes: changesBetween({ quantity: 5, unitcost: 10 }, { quantity: 8, unitcost: 10 }),
    });
    await recordChange(tx, { entity: 'category', entityid: 77, who: 'lounge', at, changes: { description: ['Rum', 'Rums'] } });
    await recordChange(tx, { entity: 'category', entityid: 78, who: 'lounge', at, changes: {} });
  });
});
afterAll(() => shop.close());

describe('gethistory', () => {
  it('answers who changed a store product, when and what, oldest first, to a supervisor of that store', async () => {
    const res = await shop.send('gethistory', { entity: 'product', entityid: '9001' }, vendor);
    expect(res.status).toBe(Status.OK);
    expect(res.data?.history).toEqual([
      { who: 'vendor', at: '2026-03-01T10:00:00.000Z', changes: { quantity: [null, 5] } },
      { who: 'vendor', at: '2026-03-02T10:00:00.000Z', changes: { quantity: [5, 8] } },
    ]);
  });

  it("shows another store's product history to nobody else, not even a lounge supervisor", async () => {
    const res = await shop.send('gethistory', { entity: 'product', entityid: '9001' }, lounge);
    expect(res.status).toBe(Status.OK);
    expect(res.data?.history).toEqual([]);
  });

  it('refuses a staff member who may not change the item', async () => {
    const res = await shop.send('gethistory', { entity: 'product', entityid: '9001' }, agent);
    expect(res.status).toBe(Status.FORBIDDEN);
    expect(res.statusMessage).toBe('You are not allowed to see the history of this product.');
    const cat = await shop.send('gethistory', { entity: 'category', entityid: '77' }, vendor);
    expect(cat.status).toBe(Status.FORBIDDEN);
  });

  it('refuses a shopper before any rule of the item', async () => {
    const res = await shop.send('gethistory', { entity: 'category', entityid: '77' }, shopper);
    expect(res.status).toBe(Status.FORBIDDEN);
  });

  it('answers a shared item to a lounge supervisor and skips changes of nothing', async () => {
    const res = await shop.send('gethistory', { entity: 'category', entityid: '77' }, lounge);
    expect(res.data?.history).toEqual([{ who: 'lounge', at: '2026-03-01T10:00:00.000Z', changes: { description: ['Rum', 'Rums'] } }]);
    const none = await shop.send('gethistory', { entity: 'category', entityid: '78' }, lounge);
    expect(none.data?.history).toEqual([]);
  });

  it('names an unknown kind of item in a readable message', async () => {
    const res = await shop.call('gethistory', { entity: 'order', entityid: '1' }, lounge);
    expect(res.status).toBe(Status.INVALID_REQUEST);
    expect(res.statusMessage).toMatch(/Entity/i);
  });
});

describe('changesBetween', () => {
  it('lists every field of a created item and only the changed fields of an update', () => {
    expect(changesBetween(null, { a: 1, b: 'x' })).toEqual({ a: [null, 1], b: [null, 'x'] });
    expect(changesBetween({ a: 1, b: 'x' }, { a: 2, b: 'x' })).toEqual({ a: [1, 2] });
    expect(changesBetween({ a: 1 }, null)).toEqual({ a: [1, null] });
    expect(changesBetween({ a: 1, b: 2 }, { a: 3, b: 4 }, ['b'])).toEqual({ b: [2, 4] });
  });
});
