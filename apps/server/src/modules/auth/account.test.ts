import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { users } from '../../db/schema/users.js';
import { startShop, type TestShop } from '../../test/harness.js';
import { sha256Hex } from './tokens.js';
import { makeUser } from '../../test/fixtures.js';
import { NO_STORE_MESSAGE } from '../../calls/store-scope.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const newAccount = (n: string) => ({
  username: `traveller${n}`,
  firstname: 'Ana',
  lastname: 'Lee',
  email: `traveller${n}@example.com`,
  phone: '8765550000',
  adminuser: 'N',
  subscriber: 'Y',
  reportagent: 'N',
});

async function tempPasswordFor(email: string) {
  const mail = (await shop.outbox()).reverse().find((m) => m.includes(`To: ${email}`));
  const match = mail?.match(/Temporary password: (\S+)/);
  if (!match?.[1]) throw new Error(`no mail to ${email}`);
  return match[1];
}

describe('adduser', () => {
  it('creates a subscriber with a mailed temporary password and a forced change', async () => {
    const guest = await shop.guest();
    const res = await shop.call('adduser', newAccount('1'), guest);
    expect(res).toEqual({ status: 0, statusMessage: 'Success', data: { message: 'User added successfully!' } });
    const temp = await tempPasswordFor('traveller1@example.com');
    const s = await shop.signIn('traveller1', temp);
    expect(s.data.userdefault).toMatchObject({ subscriber: 'Y', resetpassword: 'Y', adminuser: 'N', reportagent: 'N', vendor: 'N' });
  });

  it('ignores staff flags a sign-up sends', async () => {
    const guest = await shop.guest();
    await shop.call('adduser', { ...newAccount('2'), adminuser: 'Y', reportagent: 'Y' }, guest);
    const [row] = await shop.db.select().from(users).where(eq(users.username, 'traveller2'));
    expect(row).toMatchObject({ adminuser: false, reportagent: false, subscriber: true, manageuser: false });
  });

  it('refuses a taken username, the one thing a sign-up must say', async () => {
    const guest = await shop.guest();
    const taken = await shop.call('adduser', { ...newAccount('3'), username: 'shopper' }, guest);
    expect(taken).toMatchObject({ status: Status.CONFLICT, statusMessage: 'The username shopper is already taken. Please choose another.' });
  });

  it('answers a registered e-mail like a new one and mails its owner a notice instead of a second account', async () => {
    const guest = await shop.guest();
    const fresh = await shop.call('adduser', newAccount('4'), guest);
    const email = await shop.call('adduser', { ...newAccount('4b'), email: 'SHOPPER@dutyfree.example' }, guest);
    expect(email).toEqual(fresh);
    expect(await shop.db.select().from(users).where(eq(users.username, 'traveller4b'))).toHaveLength(0);
    const notice = (await shop.outbox()).find((m) => m.includes('To: shopper@dutyfree.example'));
    expect(notice).toContain('Someone tried to create an account with your e-mail');
    expect(notice).not.toContain('Temporary password');
  });

  it('refuses bad fields with the specification texts', async () => {
    const guest = await shop.guest();
    const cases: [object, string][] = [
      [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ firstname: '' }, 'First Name is required.'],
      [{ lastname: 'L33' }, 'Last Name may contain only letters and spaces.'],
      [{ lastname: 'a'.repeat(300) }, 'Last Name must be 40 characters or fewer.'],
      [{ phone: '1' }, 'Phone Number must be 7 to 10 digits.'],
      [{ phone: '876-555' }, 'Phone Number must be 7 to 10 digits.'],
      [{ email: `${'a'.repeat(300)}@example.com` }, 'Email must be 120 characters or fewer.'],
      [{ firstname: 'Ana\u0000' }, 'First Name may not contain control characters.'],
      [{ phone: '87655500001' }, 'Phone Number must be 7 to 10 digits.'],
      [{ username: 'Has Space' }, 'Username may contain only lowercase letters and digits.'],
    ];
    for (const [patch, message] of cases) {
      const res = await shop.call('adduser', { ...newAccount('5'), ...patch }, guest);
      expect(res).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: message });
    }
  });

  it('needs a session (the silent guest one is enough)', async () => {
    const res = await shop.call('adduser', newAccount('6'));
    expect(res.status).toBe(Status.SESSION_INVALID);
  });
});

describe('changepassword', () => {
  it('keeps every other call closed while a forced change is pending, then opens them', async () => {
    const guest = await shop.guest();
    await shop.call('adduser', newAccount('7'), guest);
    const temp = await tempPasswordFor('traveller7@example.com');
    const s = await shop.signIn('traveller7', temp);
    const blocked = await shop.call('getstores', { airportid: 'SIA', direction: 'D' }, s);
    expect(blocked).toMatchObject({ status: Status.PASSWORD_CHANGE_REQUIRED, statusMessage: 'Please change your password before continuing.' });

    const changed = await shop.call('changepassword', { oldpassword: sha256Hex(temp), newpassword: sha256Hex('Sunny##Beach42') }, s);
    expect(changed).toMatchObject({ status: 0, data: { message: 'Password changed successfully.' } });
    expect((await shop.call('getstores', { airportid: 'SIA', direction: 'D' }, s)).status).toBe(0);
    const again = await shop.signIn('traveller7', 'Sunny##Beach42');
    expect(again.data.userdefault.resetpassword).toBe('N');
  });

  it('refuses a wrong old password and an unchanged password', async () => {
    const s = await shop.signIn('express');
    const wrong = await shop.call('changepassword', { oldpassword: sha256Hex('nope'), newpassword: sha256Hex('Sunny##Beach42') }, s);
    expect(wrong).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: 'The old password is not correct.' });
    const same = await shop.call('changepassword', { oldpassword: sha256Hex('DutyFree#2026'), newpassword: sha256Hex('DutyFree#2026') }, s);
    expect(same).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: 'The new password must be different from the old password.' });
  });

  it('ends the user\'s other sessions', async () => {
    const a = await shop.signIn('lounge');
    const b = await shop.signIn('lounge');
    await shop.call('changepassword', { oldpassword: sha256Hex('DutyFree#2026'), newpassword: sha256Hex('Lounge##Pass42') }, a);
    expect((await shop.call('checksession', {}, a)).status).toBe(0);
    expect((await shop.call('checksession', {}, b)).status).toBe(Status.SESSION_INVALID);
  });

  it('does not let the shared guest account change its password', async () => {
    const guest = await shop.guest();
    const res = await shop.call('changepassword', { oldpassword: sha256Hex('DutyFree#2026'), newpassword: sha256Hex('Other##Pass42') }, guest);
    expect(res.status).toBe(Status.FORBIDDEN);
  });
});

describe('adduser by role and the manageuser flag', () => {
  it('lets a user manager add inactive staff to their own store with the flags asked for that the manager holds', async () => {
    await makeUser(shop.db, { username: 'loungemanager', loungeoperator: true, manageuser: true, reportagent: true, adminuser: true, vendorid: 'SIADLOUNGE' });
    const manager = await shop.signIn('loungemanager');
    const res = await shop.call('adduser', { ...newAccount('staff1'), subscriber: 'N', reportagent: 'Y', adminuser: 'Y' }, manager);
    expect(res.status).toBe(Status.OK);
    const [row] = await shop.db.select().from(users).where(eq(users.username, 'travellerstaff1'));
    expect(row).toMatchObject({
      subscriber: false, loungeoperator: true, vendor: false, vendorid: 'SIADLOUNGE',
      reportagent: true, adminuser: true, manageuser: false, resetpassword: true, status: 'I',
    });
    expect(await tempPasswordFor('travellerstaff1@example.com')).toBeTruthy();
  });

  it('makes a subscriber only, whatever the request says, for staff without manageuser', async () => {
    const vendor = await shop.signIn('vendor');
    const res = await shop.call('adduser', { ...newAccount('staff2'), subscriber: 'N', reportagent: 'Y', adminuser: 'Y' }, vendor);
    expect(res.status).toBe(Status.OK);
    const [row] = await shop.db.select().from(users).where(eq(users.username, 'travellerstaff2'));
    expect(row).toMatchObject({ subscriber: true, vendor: false, vendorid: null, reportagent: false, adminuser: false });
  });

  it('refuses staff from a user manager linked to no store, but lets them sign up a subscriber', async () => {
    await makeUser(shop.db, { username: 'storelessmanager', vendor: true, manageuser: true });
    const manager = await shop.signIn('storelessmanager');
    const staff = await shop.call('adduser', { ...newAccount('staff3'), subscriber: 'N' }, manager);
    expect(staff).toEqual({ status: Status.FORBIDDEN, statusMessage: NO_STORE_MESSAGE, data: null });
    expect(await shop.db.select().from(users).where(eq(users.username, 'travellerstaff3'))).toEqual([]);
    const subscriber = await shop.call('adduser', newAccount('staff4'), manager);
    expect(subscriber.status).toBe(Status.OK);
  });
});

describe('adduser under a race', () => {
  it('creates one account when two sign-ups race for one username', async () => {
    const guest = await shop.guest();
    const results = await Promise.all([
      shop.call('adduser', { ...newAccount('race'), email: 'race1@example.com' }, guest),
      shop.call('adduser', { ...newAccount('race'), email: 'race2@example.com' }, guest),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([0, Status.CONFLICT]);
    const rows = await shop.db.select().from(users).where(eq(users.username, 'travellerrace'));
    expect(rows).toHaveLength(1);
  });
});
