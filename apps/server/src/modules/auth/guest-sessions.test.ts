import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/users.js';
import { startShop, type TestShop } from '../../test/harness.js';
import { rawCall } from '../../test/auth-helpers.js';
import { capGuestSessions, pruneSessions } from './session-repo.js';
import { GUEST_SESSIONS_PER_ADDRESS } from './session-service.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const guestFrom = (ip: string) => rawCall(shop, 'login', { silentLogin: 'Y', internal: 'Y' }, { ip }).then((r) => r.body.data.sessionid as string);
const rowsFrom = async (ip: string) =>
  Number((await shop.db.select({ n: count() }).from(sessions).where(eq(sessions.address, ip)))[0]!.n);

describe('guest sessions', () => {
  it('are bounded per address: the oldest make way', async () => {
    expect(GUEST_SESSIONS_PER_ADDRESS).toBeLessThanOrEqual(500);
    const first = await guestFrom('10.40.0.1');
    for (let i = 0; i < 5; i++) await guestFrom('10.40.0.1');
    await capGuestSessions(shop.db, '10.40.0.1', 3);
    expect(await rowsFrom('10.40.0.1')).toBe(3);
    expect((await shop.call('checksession', {}, { username: 'guest', sessionid: first })).status).not.toBe(0);
    await guestFrom('10.40.0.2');
    expect(await rowsFrom('10.40.0.2')).toBe(1);
  });

  it('are pruned once past their hour, while a signed-in session lives until its chain ends', async () => {
    await guestFrom('10.41.0.1');
    const person = await shop.signIn('shopper');
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const removed = await pruneSessions(shop.db, later);
    expect(removed).toBeGreaterThan(0);
    expect(await rowsFrom('10.41.0.1')).toBe(0);
    expect((await shop.call('checksession', {}, person)).status).toBe(0);
    await pruneSessions(shop.db, new Date(Date.now() + 13 * 60 * 60 * 1000));
    expect((await shop.call('checksession', {}, person)).status).not.toBe(0);
  });
});
