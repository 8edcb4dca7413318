import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { sessions } from '../db/schema/users.js';
import { startShop, type TestShop } from '../test/harness.js';
import { fakeClock } from '../test/fake-clock.js';
import { hashToken } from '../modules/auth/tokens.js';
import { createJobRunner } from './runner.js';
import { pruneSessions } from './prune-sessions.js';

const HOUR = 60 * 60 * 1000;
const clock = fakeClock();
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ deps: { clock } });
});
afterAll(() => shop.close());

const rowOf = async (sessionid: string) =>
  (await shop.db.select().from(sessions).where(eq(sessions.idHash, hashToken(sessionid))))[0];

describe('prune-sessions', () => {
  it('deletes revoked sessions, expired renewal tokens and expired guest sessions, and keeps renewable ones', async () => {
    const guest = await shop.guest();
    const signedOut = await shop.signIn('shopper');
    await shop.call('logout', {}, signedOut);
    const renewable = await shop.signIn('vendor');
    const renewableToken = renewable.data.renewaltoken;
    const fresh = await shop.signIn('agent');
    await pruneSessions.run(shop.deps);
    expect(await rowOf(signedOut.sessionid)).toBeUndefined();
    expect(await rowOf(guest.sessionid)).toBeDefined();

    // Two hours on: every session has expired; the guest's goes, the others can still be renewed.
    clock.advance(2 * HOUR);
    const later = await shop.signIn('express');
    await pruneSessions.run(shop.deps);
    expect(await rowOf(guest.sessionid)).toBeUndefined();
    expect(await rowOf(renewable.sessionid)).toBeDefined();
    expect(await rowOf(later.sessionid)).toBeDefined();
    const renewed = await shop.call('renewsession', { renewaltoken: renewableToken });
    expect(renewed.status).toBe(Status.OK);

    // Past the 12-hour renewal window without Keep me Signed In, the agent's row goes too.
    clock.advance(11 * HOUR);
    const runner = createJobRunner(shop.deps, [pruneSessions]);
    expect(await runner.tick()).toEqual(['prune-sessions']);
    await runner.stop();
    expect(await rowOf(fresh.sessionid)).toBeUndefined();
    expect(await rowOf(later.sessionid)).toBeDefined();
  });
});
