import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { startShop, type TestApp, type TestShop } from '../test/harness.js';
import { fakeClock } from '../test/fake-clock.js';
import { sha256Hex } from '../modules/auth/tokens.js';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { makeUser } from '../test/fixtures.js';
import { SESSION_TRUST_MS } from './session-cache.js';

// Two apps on one database, as two server processes behind a load balancer: each has its own session cache.
const clock = fakeClock();
let one: TestShop;
let two: TestApp;
beforeAll(async () => {
  one = await startShop({ deps: { clock } });
  two = await one.twin({ clock });
});
afterAll(() => one.close());

const stores = (app: TestApp, s: { username: string; sessionid: string }) =>
  app.send('getstores', { airportid: 'SIA', direction: 'D' }, s).then((r) => r.status);

describe('revoking sessions across two processes', () => {
  it("ends a password change's other sessions on the second process once its cache window has passed", async () => {
    await makeUser(one.db, { username: 'twoprocs', subscriber: true });
    const kept = await one.signIn('twoprocs');
    const other = await one.signIn('twoprocs');
    // The second process checks the other session and caches it.
    expect(await stores(two, other)).toBe(Status.OK);
    const changed = await one.send('changepassword', { oldpassword: sha256Hex(DEMO_PASSWORD), newpassword: sha256Hex('Fresh#Pass99') }, kept);
    expect(changed.status).toBe(Status.OK);
    // At once on the process that revoked; the kept session goes on everywhere.
    expect(await stores(one, other)).toBe(Status.SESSION_INVALID);
    expect(await stores(one, kept)).toBe(Status.OK);
    // The other process may answer from its cache inside the window the decision allows, and not after it.
    clock.advance(SESSION_TRUST_MS);
    expect(await stores(two, other)).toBe(Status.SESSION_INVALID);
    expect(await stores(two, kept)).toBe(Status.OK);
  });

  it('ends a signed-out session on the second process within the window', async () => {
    const s = await one.signIn('shopper');
    expect(await stores(two, s)).toBe(Status.OK);
    expect((await one.send('logout', {}, s)).status).toBe(Status.OK);
    expect(await stores(one, s)).toBe(Status.SESSION_INVALID);
    clock.advance(SESSION_TRUST_MS);
    expect(await stores(two, s)).toBe(Status.SESSION_INVALID);
  });
});
