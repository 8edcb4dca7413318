import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { sessions } from '../../db/schema/users.js';
import { startShop, type TestShop } from '../../test/harness.js';
import { hashToken, sha256Hex } from './tokens.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const login = (request: object, ip?: string) =>
  ip
    ? shop.app
        .inject({ method: 'POST', url: '/api/login', remoteAddress: ip, payload: { username: '', sessionid: '', failstatus: 0, request } })
        .then((r) => r.json())
    : shop.call('login', request);

describe('login', () => {
  it('signs in a subscriber and answers every profile field and the shop data', async () => {
    const res = await login({ username: 'shopper', password: sha256Hex('DutyFree#2026'), terms: 'Y', internal: 'N', silentLogin: 'N' });
    expect(res.status).toBe(0);
    const d = res.data;
    expect(d.username).toBe('shopper');
    expect(d.internal).toBe('N');
    expect(d.sessionid).toHaveLength(43);
    expect(d).not.toHaveProperty('renewaltoken');
    expect(d.userdefault).toMatchObject({ subscriber: 'Y', vendor: 'N', loungeoperator: 'N', resetpassword: 'N', firstname: 'Keisha', airportid: 'SIA', direction: 'D', dateformat: 'MM/DD/YYYY' });
    for (const key of ['minimumarrivalhours', 'minimumdeparturehours', 'allowedarrivaldays', 'alloweddeparturedays', 'taxrate', 'timeformat', 'express', 'vendorid', 'fulfillmentallowed', 'assignmentallowed', 'checkinallowed', 'returnsallowed', 'refundsallowed', 'reportagent', 'manageuser', 'supervisor', 'email', 'phone', 'lastname']) {
      expect(d.userdefault).toHaveProperty(key);
    }
    expect(Array.isArray(d.stores)).toBe(true);
    expect(d.banners).toHaveProperty('main');
    expect(d).toHaveProperty('currencies');
    expect(d.reports).toEqual([]);
    expect(d.assets).toEqual([]);
  });

  it('stores only hashes of the session id and renewal token', async () => {
    const res = await login({ username: 'shopper', password: sha256Hex('DutyFree#2026') });
    const rows = await shop.db.select().from(sessions).where(eq(sessions.idHash, hashToken(res.data.sessionid)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(res.data.sessionid);
  });

  it('gives staff their permission flags and day-first dates', async () => {
    const res = await login({ username: 'lounge', password: sha256Hex('DutyFree#2026') });
    expect(res.data.userdefault).toMatchObject({ loungeoperator: 'Y', supervisor: 'Y', manageuser: 'Y', refundsallowed: 'Y', dateformat: 'DD/MM/YYYY', taxrate: 0.15 });
  });

  it('signs a visitor in silently as the internal default user', async () => {
    const res = await login({ silentLogin: 'Y', internal: 'Y' });
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({ username: 'guest', internal: 'Y' });
    expect(res.data.userdefault.subscriber).toBe('Y');
  });

  it("trusts a session it has just issued for the next calls, as one it has just read, but never a store's staff", async () => {
    const trusted = (sessionid: string) => shop.deps.sessions.get(hashToken(sessionid), Date.now());
    const guest = await login({ silentLogin: 'Y', internal: 'Y' });
    expect(trusted(guest.data.sessionid)).toMatchObject({ username: 'guest', internal: true });
    const shopper = await login({ username: 'shopper', password: sha256Hex('DutyFree#2026') });
    expect(trusted(shopper.data.sessionid)).toMatchObject({ username: 'shopper', roles: ['subscriber'] });
    // A store's staff lose their rights at once when a user manager changes them (decision 0085).
    const vendor = await login({ username: 'vendor', password: sha256Hex('DutyFree#2026') });
    expect(vendor.status).toBe(0);
    expect(trusted(vendor.data.sessionid)).toBeUndefined();
  });

  it('refuses a wrong password without saying whether the username exists', async () => {
    const wrong = await login({ username: 'shopper', password: sha256Hex('nope') }, '10.9.0.1');
    const unknown = await login({ username: 'nobodyhere', password: sha256Hex('nope') }, '10.9.0.2');
    expect(wrong).toEqual({ status: Status.LOGIN_FAILED, statusMessage: 'Invalid username or password.', data: null });
    expect(unknown).toEqual(wrong);
  });

  it('asks for the username and the password', async () => {
    expect((await login({ username: '', password: sha256Hex('x') })).statusMessage).toBe('Username is required.');
    expect((await login({ username: 'shopper' })).statusMessage).toBe('Password is required.');
  });

  it('refuses a password that is not a SHA-256 hex digest', async () => {
    const res = await login({ username: 'shopper', password: 'DutyFree#2026' });
    expect(res.status).toBe(Status.INVALID_REQUEST);
    expect(res.statusMessage).toBe('Password must be the lowercase hex SHA-256 of the password.');
  });
});

describe('checksession', () => {
  it('refuses an expired session', async () => {
    const s = await shop.signIn('shopper');
    await shop.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.idHash, hashToken(s.sessionid)));
    const res = await shop.call('checksession', {}, s);
    expect(res.status).toBe(Status.SESSION_INVALID);
  });
});

describe('logout', () => {
  it('revokes the session on the server so every call refuses it', async () => {
    const s = await shop.signIn('shopper');
    expect((await shop.call('logout', {}, s)).status).toBe(0);
    expect((await shop.call('checksession', {}, s)).status).toBe(Status.SESSION_INVALID);
    expect((await shop.call('getstores', { airportid: 'SIA', direction: 'D' }, s)).status).toBe(Status.SESSION_INVALID);
  });
});
