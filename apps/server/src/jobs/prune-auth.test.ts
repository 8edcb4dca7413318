import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { authCounters, passwordResets } from '../db/schema/security.js';
import { sessions } from '../db/schema/users.js';
import { startShop, type TestShop } from '../test/harness.js';
import { loginRequest, rawCall, requestReset } from '../test/auth-helpers.js';
import type { Deps } from '../deps.js';
import { pruneAuthJob } from './prune-auth.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const rows = async (table: typeof sessions | typeof authCounters | typeof passwordResets) =>
  Number((await shop.db.select({ n: count() }).from(table))[0]!.n);

describe('the prune-auth job', () => {
  it('empties guest sessions, resets and counters once they are over', async () => {
    for (let i = 0; i < 5; i++) await rawCall(shop, 'login', { silentLogin: 'Y', internal: 'Y' }, { ip: `10.60.0.${i}` });
    await rawCall(shop, 'login', loginRequest('shopper', 'Wrong#Pass11'), { ip: '10.60.1.1' });
    await requestReset(shop, 'shopper', '10.60.2.1');
    expect(await rows(sessions)).toBeGreaterThan(0);
    expect(await rows(passwordResets)).toBe(1);
    expect(await rows(authCounters)).toBeGreaterThan(0);
    const twoDaysOn = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await pruneAuthJob.run({ db: shop.db, clock: { now: () => twoDaysOn } } as Deps);
    expect(await rows(sessions)).toBe(0);
    expect(await rows(passwordResets)).toBe(0);
    expect(await rows(authCounters)).toBe(0);
  });
});
