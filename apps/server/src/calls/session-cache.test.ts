import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { startShop, type TestShop } from '../test/harness.js';
import { loginRequest, mailTo, rawCall, requestReset, temporaryPasswordIn } from '../test/auth-helpers.js';
import { createSessionCache } from './session-cache.js';
import type { SessionUser } from './types.js';

const user = (username: string): SessionUser => ({ username, internal: false, resetpassword: false, vendorid: null, roles: [], flags: [] });

describe('session cache', () => {
  it('trusts an entry for a few seconds and never past the session expiry', () => {
    const cache = createSessionCache(5000);
    cache.remember('a', user('ann'), 100_000, cache.mark(), 0);
    cache.remember('b', user('bob'), 1000, cache.mark(), 0);
    expect(cache.get('a', 4999)?.username).toBe('ann');
    expect(cache.get('a', 5000)).toBeUndefined();
    expect(cache.get('b', 999)?.username).toBe('bob');
    expect(cache.get('b', 1000)).toBeUndefined();
  });

  it('does not remember a read that started before a revocation on this process', () => {
    const cache = createSessionCache(5000);
    const mark = cache.mark();
    cache.forget('other');
    cache.remember('a', user('ann'), 100_000, mark, 0);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('forgets every session of a user', () => {
    const cache = createSessionCache(5000);
    cache.remember('a', user('ann'), 100_000, cache.mark(), 0);
    cache.remember('b', user('ann'), 100_000, cache.mark(), 0);
    cache.remember('c', user('bob'), 100_000, cache.mark(), 0);
    cache.forgetUser('ann');
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)?.username]).toEqual([undefined, undefined, 'bob']);
  });
});

describe('session checks through the cache', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  it('refuses a renewed-away session at once, even right after a call checked it', async () => {
    const login = await rawCall(shop, 'login', loginRequest('shopper'));
    const s = { username: 'shopper', sessionid: login.body.data.sessionid };
    expect((await shop.call('getstores', { airportid: 'SIA', direction: 'D' }, s)).status).toBe(0);
    const renewed = await rawCall(shop, 'renewsession', {}, { cookie: login.cookie });
    expect(renewed.body.status).toBe(0);
    expect((await shop.call('getstores', { airportid: 'SIA', direction: 'D' }, s)).status).toBe(Status.SESSION_INVALID);
  });

  it('refuses the sessions a completed password reset ends, even right after a call checked them', async () => {
    const s = await shop.signIn('reports');
    expect((await shop.call('getmarkets', {}, s)).status).toBe(0);
    await requestReset(shop, 'reports');
    await shop.signIn('reports', temporaryPasswordIn(await mailTo(shop, 'reports@dutyfree.example')));
    expect((await shop.call('getmarkets', {}, s)).status).toBe(Status.SESSION_INVALID);
  });

  it('still refuses a session that belongs to another username when it is cached', async () => {
    const s = await shop.guest();
    expect((await shop.call('getstores', { airportid: 'SIA', direction: 'D' }, s)).status).toBe(0);
    const res = await shop.call('getstores', { airportid: 'SIA', direction: 'D' }, { ...s, username: 'shopper' });
    expect(res.status).toBe(Status.SESSION_INVALID);
  });
});
