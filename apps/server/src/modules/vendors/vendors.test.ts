import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { makeUser } from '../../test/fixtures.js';

let shop: TestShop;
let lounge: Session;
beforeAll(async () => {
  shop = await startShop();
  lounge = await shop.signIn('lounge');
});
afterAll(() => shop.close());

const vendor = (vendorid: string, more: object = {}) => ({
  actiontype: 'CREATE' as const,
  vendorid,
  vendorreferenceid: 'ISLANDSPIRITS',
  description: 'Rum at the arrivals hall.',
  airportid: 'NMIA' as const,
  direction: 'A' as const,
  contactname: 'Ann Lee',
  contactemail: 'ann@example.com',
  contactphone: '8765551234',
  ...more,
});

describe('getvendor and getvendormaster', () => {
  it('lists every vendor with its tax rate as a fraction and every vendor master', async () => {
    const vendors = await shop.send('getvendor', {}, lounge);
    expect(vendors.status).toBe(Status.OK);
    expect(vendors.data).toContainEqual(expect.objectContaining({ vendorid: 'SIADLOUNGE', vendorname: 'Club MoBay', taxrate: 0.15, loungeoperator: 'Y', express: 'N', status: 'A' }));
    const masters = await shop.send('getvendormaster', {}, lounge);
    expect(masters.data).toContainEqual(expect.objectContaining({ vendorid: 'CLUBMOBAY', vendorname: 'Club MoBay', status: 'A' }));
  });

  it('refuses everyone but lounge operator supervisors, vendor supervisors and shoppers included', async () => {
    await makeUser(shop.db, { username: 'loungeagent', loungeoperator: true, fulfillmentallowed: true, vendorid: 'SIADLOUNGE' });
    for (const who of ['vendor', 'agent', 'shopper', 'loungeagent']) {
      const s = await shop.signIn(who);
      for (const call of ['getvendor', 'getvendormaster'] as const) {
        expect((await shop.send(call, {}, s)).status).toBe(Status.FORBIDDEN);
      }
      expect((await shop.send('updatevendor', vendor(`X${who.toUpperCase()}`), s)).status).toBe(Status.FORBIDDEN);
      expect((await shop.send('updatevendormaster', { actiontype: 'DELETE', vendorid: 'GEMSTIME' }, s)).status).toBe(Status.FORBIDDEN);
    }
    expect((await shop.send('getvendor', {}, await shop.guest())).status).toBe(Status.FORBIDDEN);
  });
});

describe('updatevendor', () => {
  it('creates a store at one airport and direction, named by its parent, that the storefront lists at once', async () => {
    const res = await shop.send('updatevendor', vendor('nmiarum1'), lounge);
    expect(res).toMatchObject({ status: 0, data: { message: 'Vendor added successfully!' } });
    const shopper = await shop.signIn('shopper');
    const stores = await shop.send('getstores', { airportid: 'NMIA', direction: 'A' }, shopper);
    expect(stores.data?.stores).toContainEqual(expect.objectContaining({ storeid: 'NMIARUM1', name: 'Island Spirits', vendorreferenceid: 'ISLANDSPIRITS' }));
  });

  it('applies the defaults SIA, A, N, N, A and tax rate 0', async () => {
    const { airportid: _a, direction: _d, ...rest } = vendor('DEFAULTS1');
    expect((await shop.send('updatevendor', rest, lounge)).status).toBe(Status.OK);
    const all = (await shop.send('getvendor', {}, lounge)).data!;
    expect(all.find((v) => v.vendorid === 'DEFAULTS1')).toMatchObject({ airportid: 'SIA', direction: 'A', loungeoperator: 'N', express: 'N', status: 'A', taxrate: 0 });
  });

  it('forces Express to N for a lounge operator and keeps the Vendor Id on update', async () => {
    await shop.send('updatevendor', vendor('LOUNGE2', { loungeoperator: 'Y', express: 'Y', taxrate: 0.165 }), lounge);
    const upd = await shop.send('updatevendor', vendor('LOUNGE2', { actiontype: 'UPDATE', loungeoperator: 'Y', taxrate: 0.165, description: 'Changed.', status: 'I' }), lounge);
    expect(upd).toMatchObject({ status: 0, data: { message: 'Vendor updated successfully!' } });
    const row = (await shop.send('getvendor', {}, lounge)).data!.find((v) => v.vendorid === 'LOUNGE2');
    expect(row).toMatchObject({ express: 'N', description: 'Changed.', status: 'I' });
    const history = await shop.send('gethistory', { entity: 'vendor', entityid: 'LOUNGE2' }, lounge);
    expect(history.data?.history).toHaveLength(2);
    expect(history.data?.history[0]).toMatchObject({ who: 'lounge', changes: { vendorid: [null, 'LOUNGE2'], taxrate: [null, 0.165] } });
    expect(history.data?.history[1]?.changes).toEqual({ description: ['Rum at the arrivals hall.', 'Changed.'], status: ['A', 'I'] });
    const gone = await shop.send('updatevendor', vendor('NOSUCH9', { actiontype: 'UPDATE' }), lounge);
    expect(gone).toMatchObject({ status: Status.NOT_FOUND, statusMessage: 'Vendor NOSUCH9 was not found.' });
    const twice = await shop.send('updatevendor', vendor('LOUNGE2'), lounge);
    expect(twice).toMatchObject({ status: Status.CONFLICT, statusMessage: 'Vendor LOUNGE2 already exists. Please choose another Vendor Id.' });
  });

  it('refuses bad fields with the specification texts', async () => {
    const cases: [object, string][] = [
      [{ vendorid: '' }, 'Vendor Id Is required.'],
      [{ vendorreferenceid: '' }, 'Parent Vendor Is required.'],
      [{ description: '  ' }, 'Description Is required.'],
      [{ contactemail: 'not-mail' }, 'Please enter a valid email address.'],
      [{ vendorid: 'BAD-ID' }, 'Vendor Id may contain only the letters A-Z and the digits 0-9.'],
      [{ contactphone: '876-555' }, 'Contact Phone may contain only digits, at most 10.'],
      [{ contactphone: '87655512345' }, 'Contact Phone must be 10 characters or fewer.'],
      [{ taxrate: 1.5 }, 'Tax Rate must be between 0 and 1.'],
      [{ taxrate: -0.1 }, 'Tax Rate must be between 0 and 1.'],
      [{ vendorreferenceid: 'NOPARENT' }, 'Parent Vendor NOPARENT was not found.'],
    ];
    for (const [patch, message] of cases) {
      const res = await shop.call('updatevendor', { ...vendor('BADFIELDS'), ...patch }, lounge);
      expect(res, message).toMatchObject({ status: expect.any(Number), statusMessage: message });
      expect(res.status).toBeGreaterThan(0);
    }
    expect((await shop.send('updatevendor', vendor('OKMAIL', { contactemail: '' }), lounge)).status).toBe(Status.OK);
  });

  it('deletes an unused vendor by its id and refuses one that products or users refer to', async () => {
    await shop.send('updatevendor', vendor('TODELETE'), lounge);
    expect(await shop.send('updatevendor', { actiontype: 'DELETE', vendorid: 'TODELETE' }, lounge)).toMatchObject({ status: 0, data: { message: 'Vendor deleted successfully!' } });
    const used = await shop.send('updatevendor', { actiontype: 'DELETE', vendorid: 'SIADRUM' }, lounge);
    expect(used).toMatchObject({ status: Status.CONFLICT, statusMessage: 'Vendor SIADRUM still has products, users or orders and cannot be deleted. Set it Inactive instead.' });
  });
});

describe('updatevendormaster', () => {
  it('creates, renames (with its stores) and deletes a vendor master, trimmed', async () => {
    const created = await shop.send('updatevendormaster', { vendorid: 'newmaster', vendorname: '  New Rum Co ', description: ' Rum. ', status: 'A' }, lounge);
    expect(created).toMatchObject({ status: 0, data: { message: 'Vendor Master added successfully!' } });
    await shop.send('updatevendor', vendor('NEWSTORE', { vendorreferenceid: 'NEWMASTER' }), lounge);
    await shop.send('updatevendormaster', { actiontype: 'UPDATE', vendorid: 'NEWMASTER', vendorname: 'Renamed Rum', description: 'Rum.', status: 'A' }, lounge);
    const store = (await shop.send('getvendor', {}, lounge)).data!.find((v) => v.vendorid === 'NEWSTORE');
    expect(store?.vendorname).toBe('Renamed Rum');
    const inUse = await shop.send('updatevendormaster', { actiontype: 'DELETE', vendorid: 'NEWMASTER' }, lounge);
    expect(inUse).toMatchObject({ status: Status.CONFLICT, statusMessage: 'Vendor Master NEWMASTER still has vendors and cannot be deleted. Set it Inactive instead.' });
    await shop.send('updatevendor', { actiontype: 'DELETE', vendorid: 'NEWSTORE' }, lounge);
    expect((await shop.send('updatevendormaster', { actiontype: 'DELETE', vendorid: 'NEWMASTER' }, lounge)).data).toEqual({ message: 'Vendor Master deleted successfully!' });
    const history = (await shop.send('gethistory', { entity: 'vendormaster', entityid: 'NEWMASTER' }, lounge)).data!.history;
    expect(history.map((h) => Object.keys(h.changes).sort())).toEqual([['description', 'status', 'vendorid', 'vendorname'], ['vendorname'], ['description', 'status', 'vendorid', 'vendorname']]);
    expect(history[2]?.changes.vendorname).toEqual(['Renamed Rum', null]);
  });

  it('refuses missing fields with the specification texts', async () => {
    const cases: [object, string][] = [
      [{ vendorid: ' ' }, 'Vendor Id Is required.'],
      [{ vendorname: '' }, 'Vendor Name Is required.'],
      [{ description: '' }, 'Description Is required.'],
    ];
    for (const [patch, message] of cases) {
      const res = await shop.call('updatevendormaster', { vendorid: 'M1', vendorname: 'M', description: 'D', ...patch }, lounge);
      expect(res).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: message });
    }
  });
});
