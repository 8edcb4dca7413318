import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { startShop, type TestShop } from '../../test/harness.js';
import { loginRequest, rawCall } from '../../test/auth-helpers.js';
import { hashesDerived } from './passwords.js';
import { sha256Hex } from './tokens.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const wrong = (username: string, ip: string, headers?: Record<string, string>) =>
  rawCall(shop, 'login', loginRequest(username, 'Wrong#Pass11'), { ip, headers }).then((r) => r.body);
const right = (username: string, ip: string) => rawCall(shop, 'login', loginRequest(username), { ip }).then((r) => r.body);
const refused = (m: { status: number }) => m.status === Status.THROTTLED;

describe('login throttle', () => {
  it('checks at most 5 of 40 wrong passwords sent at once at one user', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => wrong('agent', '10.3.0.1')));
    expect(answers.filter((a) => a.status === Status.LOGIN_FAILED)).toHaveLength(5);
    expect(answers.filter(refused)).toHaveLength(35);
    expect(answers.find(refused)?.statusMessage).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('does not lock the owner out from another address after an attacker\'s failures', async () => {
    for (let i = 0; i < 6; i++) await wrong('express', '10.4.0.1');
    expect(refused(await right('express', '10.4.0.1'))).toBe(true);
    expect((await right('express', '10.4.0.2')).status).toBe(0);
  });

  it('ignores X-Forwarded-For unless the connection comes from a trusted proxy', async () => {
    let checked = 0;
    for (let i = 0; i < 30; i++) {
      const a = await wrong(`nobody${i}`, '10.5.0.1', { 'x-forwarded-for': `10.9.${i}.7` });
      if (!refused(a)) checked++;
    }
    expect(checked).toBe(20);
  });

  it('locks a username tried from many addresses, and the owner waits instead of guessing on', async () => {
    for (let i = 0; i < 20; i++) await wrong('reports', `10.6.${i}.1`);
    const owner = await right('reports', '10.6.99.1');
    expect(owner.status).toBe(Status.THROTTLED);
    // The owner's refused try did not count against the owner's own address.
    expect((await right('lounge', '10.6.99.1')).status).toBe(0);
  });

  it('counts changepassword\'s old password the same way', async () => {
    const s = await shop.signIn('vendor');
    const answers = [];
    for (let i = 0; i < 7; i++) {
      answers.push(await shop.call('changepassword', { oldpassword: sha256Hex(`nope${i}`), newpassword: sha256Hex('Sunny##Beach42') }, s));
    }
    expect(answers.slice(0, 5).every((a) => a.statusMessage === 'The old password is not correct.')).toBe(true);
    expect(answers.slice(5).every((a) => a.status === Status.THROTTLED)).toBe(true);
    const right = await shop.call('changepassword', { oldpassword: sha256Hex('DutyFree#2026'), newpassword: sha256Hex('Sunny##Beach42') }, s);
    expect(right.status).toBe(Status.THROTTLED);
  });
});

describe('login cost', () => {
  /** The hashes one wrong password makes the shop derive, by scrypt cost. */
  const hashesFor = async (username: string, ip: string) => {
    const before = hashesDerived();
    await wrong(username, ip);
    return [...hashesDerived()].map(([n, count]): [number, number] => [n, count - (before.get(n) ?? 0)]).filter(([, count]) => count > 0);
  };

  // The same work, counted rather than timed: a timing comparison failed whenever the machine was busy.
  it('spends the same hash on an unknown username as on a known one', async () => {
    const known = await hashesFor('shopper', '10.8.1.1');
    expect(known).toHaveLength(1);
    expect(known[0]![1]).toBe(1);
    expect(await hashesFor('ghost1', '10.8.2.1')).toEqual(known);
  });
});

describe('trusted proxies', () => {
  it('believes X-Forwarded-For only from an address in TRUST_PROXY', async () => {
    const proxied = await startShop({ seed: true, env: { TRUST_PROXY: '10.10.0.1' } });
    try {
      for (let i = 0; i < 25; i++) {
        const a = await rawCall(proxied, 'login', loginRequest(`nobody${i}`, 'Wrong#Pass11'), { ip: '10.10.0.1', headers: { 'x-forwarded-for': `10.11.${i}.1` } });
        expect(a.body.status).toBe(Status.LOGIN_FAILED);
      }
    } finally {
      await proxied.close();
    }
  });
});
