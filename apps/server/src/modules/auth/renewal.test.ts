import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { sessions, users } from '../../db/schema/users.js';
import { startShop, type TestShop } from '../../test/harness.js';
import { loginRequest, rawCall } from '../../test/auth-helpers.js';
import { hashToken } from './tokens.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const signIn = (username = 'shopper', terms: 'Y' | 'N' = 'Y') => rawCall(shop, 'login', loginRequest(username, undefined, terms));
const renew = (cookie: string | undefined, username = '') => rawCall(shop, 'renewsession', { username }, { cookie });
const check = (username: string, sessionid: string) => shop.call('checksession', {}, { username, sessionid });

describe('the renewal cookie', () => {
  it('is HttpOnly, SameSite=Strict, sent only to renewsession, and never in the body', async () => {
    const res = await shop.app.inject({ method: 'POST', url: '/api/login', payload: { request: loginRequest('shopper') } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^shop_renewal=[\w-]{43}; Path=\/api\/renewsession; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    expect(res.body).not.toContain(cookie.split(';')[0]!.split('=')[1]);
  });

  it('is Secure when the shop is reached over HTTPS through a trusted proxy', async () => {
    const proxied = await startShop({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const res = await proxied.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-proto': 'https' }, payload: { request: loginRequest('shopper') } });
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure$/);
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });

  it('is not given to a guest, who signs in silently again instead', async () => {
    expect((await rawCall(shop, 'login', { silentLogin: 'Y', internal: 'Y' })).cookie).toBeUndefined();
  });
});

describe('renewsession', () => {
  it('swaps the cookie for a new session and retires the old one', async () => {
    const first = await signIn();
    const renewed = await renew(first.cookie, 'shopper');
    expect(renewed.body.status).toBe(0);
    expect(renewed.cookie).toMatch(/^[\w-]{43}$/);
    expect(renewed.cookie).not.toBe(first.cookie);
    expect((await check('shopper', first.body.data.sessionid)).status).toBe(Status.SESSION_INVALID);
    expect((await check('shopper', renewed.body.data.sessionid)).status).toBe(0);
  });

  it('ends the whole chain when a spent token comes back', async () => {
    const first = await signIn();
    const second = await renew(first.cookie);
    const third = await renew(second.cookie);
    expect(third.body.status).toBe(0);
    const replay = await renew(first.cookie);
    expect(replay.body.status).toBe(Status.SESSION_INVALID);
    expect(replay.cookie).toBe('');
    expect((await check('shopper', third.body.data.sessionid)).status).toBe(Status.SESSION_INVALID);
    expect((await renew(third.cookie)).body.status).toBe(Status.SESSION_INVALID);
  });

  it('never renews past the sign-in\'s absolute lifetime', async () => {
    const first = await signIn('shopper', 'N');
    const before = await shop.db.select().from(sessions).where(eq(sessions.idHash, hashToken(first.body.data.sessionid)));
    const renewed = await renew(first.cookie);
    const after = await shop.db.select().from(sessions).where(eq(sessions.idHash, hashToken(renewed.body.data.sessionid)));
    expect(after[0]!.renewableUntil.getTime()).toBe(before[0]!.renewableUntil.getTime());
    await shop.db.update(sessions).set({ renewableUntil: new Date(Date.now() - 1000) }).where(eq(sessions.idHash, hashToken(renewed.body.data.sessionid)));
    expect((await renew(renewed.cookie)).body.status).toBe(Status.SESSION_INVALID);
  });

  it('does not swap another user\'s cookie', async () => {
    const lounge = await signIn('lounge');
    expect((await renew(lounge.cookie, 'shopper')).body.status).toBe(Status.SESSION_INVALID);
    expect((await renew(lounge.cookie, 'lounge')).body.status).toBe(0);
  });

  it('refuses without a cookie, and sign-out clears it', async () => {
    expect((await renew(undefined)).body.status).toBe(Status.SESSION_INVALID);
    const s = await signIn();
    const out = await rawCall(shop, 'logout', {}, { username: 'shopper', sessionid: s.body.data.sessionid });
    expect(out.cookie).toBe('');
    expect((await renew(s.cookie)).body.status).toBe(Status.SESSION_INVALID);
  });

  it('tells a deactivated user why, and keeps no renewal for them', async () => {
    const s = await signIn('lounge');
    // What deactivation does (users/service.ts edituser): the user inactive, their sessions revoked.
    await shop.db.update(users).set({ status: 'I' }).where(eq(users.username, 'lounge'));
    await shop.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.username, 'lounge'));
    const refused = await renew(s.cookie, 'lounge');
    expect(refused.body.status).toBe(Status.LOGIN_FAILED);
    expect(refused.body.statusMessage).toBe('Your account is inactive. Please contact the lounge administrator.');
    expect(refused.cookie).toBe('');
    // Active again, the old token still renews nothing: it was revoked.
    await shop.db.update(users).set({ status: 'A' }).where(eq(users.username, 'lounge'));
    expect((await renew(s.cookie, 'lounge')).body.status).toBe(Status.SESSION_INVALID);
  });
});
