import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { orderItems } from '../../db/schema/orders.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { makeStore, makeUser } from '../../test/fixtures.js';
import { confirmRequest, payFor, pickProduct } from '../../test/checkout-flow.js';
import { MANAGE_USERS_ONLY } from './service.js';

let shop: TestShop;
let lounge: Session;
beforeAll(async () => {
  shop = await startShop();
  lounge = await shop.signIn('lounge');
  // A vendor's user manager who holds fulfilment and assignment only.
  await makeUser(shop.db, { username: 'rummanager', vendor: true, manageuser: true, fulfillmentallowed: true, assignmentallowed: true, vendorid: 'SIADRUM' });
});
afterAll(() => shop.close());

const staffUser = (username: string, more: object = {}) => ({
  username,
  firstname: 'Ana',
  lastname: 'Lee',
  email: `${username}@example.com`,
  phone: '8765550000',
  subscriber: 'N' as const,
  ...more,
});

const edit = (username: string, more: object = {}) => ({ ...staffUser(username), status: 'A' as const, ...more });

async function tempPasswordFor(email: string) {
  const mail = (await shop.outbox()).reverse().find((m) => m.includes(`To: ${email}`));
  const match = mail?.match(/Temporary password: (\S+)/);
  if (!match?.[1]) throw new Error(`no mail to ${email}`);
  return match[1];
}

describe('getusers', () => {
  it("lists the user manager's own store's users only", async () => {
    const res = await shop.send('getusers', {}, lounge);
    expect(res.status).toBe(Status.OK);
    const names = res.data!.map((u) => u.username);
    expect(names).toContain('lounge');
    expect(names).not.toContain('vendor');
    expect(names).not.toContain('guest');
    expect(res.data!.find((u) => u.username === 'lounge')).toMatchObject({ status: 'A', loungeoperator: 'Y', supervisor: 'Y', refundsallowed: 'Y' });
  });

  it('refuses staff without manageuser and everyone else', async () => {
    const vendor = await shop.signIn('vendor');
    expect(await shop.send('getusers', {}, vendor)).toMatchObject({ status: Status.FORBIDDEN, statusMessage: MANAGE_USERS_ONLY });
    expect((await shop.send('getusers', {}, await shop.signIn('shopper'))).status).toBe(Status.FORBIDDEN);
    expect((await shop.send('edituser', edit('agent'), vendor)).status).toBe(Status.FORBIDDEN);
  });

  it("lists an order item's store's active agents to that store's staff and the airport's lounge, not to other stores", async () => {
    const shopper = await shop.signIn('shopper');
    const [product] = await pickProduct(shop.db, 5);
    const lines = [{ ...product!, quantity: 1 }];
    const paid = await payFor(shop, shopper, lines);
    await shop.call('processcard', { action: 'TRANSACTIONSTATUS', orderid: paid.orderid }, shopper);
    expect((await shop.call('confirmcart', confirmRequest(paid.orderid, lines), shopper)).status).toBe(Status.OK);
    const [item] = await shop.db.select().from(orderItems).where(eq(orderItems.orderid, paid.orderid));
    await makeUser(shop.db, { username: 'itemagent', vendor: true, fulfillmentallowed: true, vendorid: item!.vendorid });
    await makeUser(shop.db, { username: 'sleepyagent', vendor: true, status: 'I', vendorid: item!.vendorid });
    await makeUser(shop.db, { username: 'otherstore', vendor: true, assignmentallowed: true, vendorid: await makeStore(shop.db, { vendorid: 'OTHERSHOP' }) });
    const ask = { orderitemid: item!.orderitemid, filter: 'Y' as const };
    const agents = await shop.send('getusers', ask, await shop.signIn('itemagent'));
    expect(agents.data!.map((u) => u.username)).toContain('itemagent');
    expect(agents.data!.map((u) => u.username)).not.toContain('sleepyagent');
    expect((await shop.send('getusers', ask, lounge)).status).toBe(Status.OK);
    const other = await shop.send('getusers', ask, await shop.signIn('otherstore'));
    expect(other).toMatchObject({ status: Status.NOT_FOUND, statusMessage: `Order item ${item!.orderitemid} was not found.` });
  });
});

describe('adduser by a user manager', () => {
  it('adds an inactive staff user of the own store with a mailed password, who signs in once activated', async () => {
    const res = await shop.send('adduser', staffUser('newagent1', { fulfillmentallowed: 'Y', checkinallowed: 'Y', reportagent: 'Y' }), lounge);
    expect(res).toMatchObject({ status: 0, data: { message: 'User added successfully!' } });
    const row = (await shop.send('getusers', {}, lounge)).data!.find((u) => u.username === 'newagent1');
    expect(row).toMatchObject({ status: 'I', loungeoperator: 'Y', vendor: 'N', fulfillmentallowed: 'Y', checkinallowed: 'Y', reportagent: 'Y', supervisor: 'N' });
    const temp = await tempPasswordFor('newagent1@example.com');
    await expect(shop.signIn('newagent1', temp)).rejects.toThrow('Your account is inactive');
    expect((await shop.send('edituser', edit('newagent1', { fulfillmentallowed: 'Y' }), lounge)).data).toEqual({ message: 'User updated successfully!' });
    const history = (await shop.send('gethistory', { entity: 'user', entityid: 'newagent1' }, lounge)).data!.history;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ who: 'lounge', changes: { username: [null, 'newagent1'], status: [null, 'I'] } });
    expect(history[1]?.changes).toEqual({ status: ['I', 'A'], checkinallowed: ['Y', 'N'], reportagent: ['Y', 'N'] });
    // Another store's user manager does not see it.
    const rum = await shop.signIn('rummanager');
    expect((await shop.send('gethistory', { entity: 'user', entityid: 'newagent1' }, rum)).data?.history).toEqual([]);
    const s = await shop.signIn('newagent1', temp);
    expect(s.data.userdefault).toMatchObject({ loungeoperator: 'Y', fulfillmentallowed: 'Y', checkinallowed: 'N', resetpassword: 'Y' });
  });

  it('gives only the permissions the manager holds, and only the boxes of the role', async () => {
    const manager = await shop.signIn('rummanager');
    const noSupervisor = await shop.send('adduser', staffUser('rumagent1', { supervisor: 'Y' }), manager);
    expect(noSupervisor).toMatchObject({ status: Status.FORBIDDEN, statusMessage: 'You can only give permissions you hold yourself: Supervisor.' });
    const notVendorBox = await shop.send('adduser', staffUser('rumagent1', { refundsallowed: 'Y' }), lounge);
    expect(notVendorBox.status).toBe(Status.OK); // a lounge user: Refunds is a lounge box the lounge manager holds
    const vendorRefunds = await shop.send('adduser', staffUser('rumagent2', { refundsallowed: 'Y' }), manager);
    expect(vendorRefunds).toMatchObject({ status: Status.FORBIDDEN, statusMessage: 'Refunds is not a permission of a vendor user.' });
    const ok = await shop.send('adduser', staffUser('rumagent3', { fulfillmentallowed: 'Y', assignmentallowed: 'Y' }), manager);
    expect(ok.status).toBe(Status.OK);
    const rows = (await shop.send('getusers', {}, manager)).data!;
    expect(rows.find((u) => u.username === 'rumagent3')).toMatchObject({ vendor: 'Y', status: 'I', fulfillmentallowed: 'Y', assignmentallowed: 'Y' });
    expect(rows.map((u) => u.username)).not.toContain('rumagent2');
  });

  it('says plainly when the e-mail already has an account', async () => {
    const res = await shop.send('adduser', staffUser('dupmail', { email: 'shopper@dutyfree.example' }), lounge);
    expect(res).toMatchObject({ status: Status.CONFLICT, statusMessage: 'The email shopper@dutyfree.example is already used by another account.' });
  });
});

describe('edituser', () => {
  it("changes only the own store's users and keeps the username", async () => {
    const other = await shop.send('edituser', edit('agent'), lounge);
    expect(other).toMatchObject({ status: Status.NOT_FOUND, statusMessage: 'User agent is not a user of your store.' });
    const shopper = await shop.send('edituser', edit('shopper'), lounge);
    expect(shopper.status).toBe(Status.NOT_FOUND);
  });

  it('keeps a manager from locking themselves out, and from giving what they do not hold on edit', async () => {
    const manager = await shop.signIn('rummanager');
    const self = await shop.send('edituser', edit('rummanager', { status: 'I', fulfillmentallowed: 'Y', assignmentallowed: 'Y' }), manager);
    expect(self).toMatchObject({ status: Status.FORBIDDEN, statusMessage: 'You cannot deactivate your own account.' });
    const give = await shop.send('edituser', edit('agent', { supervisor: 'Y' }), manager);
    expect(give).toMatchObject({ status: Status.FORBIDDEN, statusMessage: 'You can only give permissions you hold yourself: Supervisor.' });
    // The vendor's Returns (not a vendor box) is kept as it was when the form leaves it out.
    await makeUser(shop.db, { username: 'rumreturns', vendor: true, returnsallowed: true, vendorid: 'SIADRUM' });
    expect((await shop.send('edituser', edit('rumreturns', { fulfillmentallowed: 'Y' }), manager)).status).toBe(Status.OK);
    const row = (await shop.send('getusers', {}, manager)).data!.find((u) => u.username === 'rumreturns');
    expect(row).toMatchObject({ returnsallowed: 'Y', fulfillmentallowed: 'Y' });
    // Their own edit keeps their own session.
    expect((await shop.send('edituser', edit('rummanager', { fulfillmentallowed: 'N', assignmentallowed: 'Y' }), manager)).status).toBe(Status.OK);
    expect((await shop.send('getusers', {}, manager)).status).toBe(Status.OK);
  });

  it('refuses bad fields with the specification texts', async () => {
    const cases: [object, string][] = [
      [{ firstname: '' }, 'First name is required.'],
      [{ lastname: ' ' }, 'Last name is required.'],
      [{ email: 'nope' }, 'Please enter a valid email address.'],
      [{ phone: '123456789012' }, 'Phone Number must be 7 to 10 digits.'],
      [{ status: 'X' }, 'Status must be one of A, I.'],
    ];
    for (const [patch, message] of cases) {
      expect(await shop.call('edituser', edit('lounge', patch), lounge)).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: message });
    }
  });
});

describe('ending sessions on every process', () => {
  it('ends a deactivated or re-permissioned user\'s sessions at once on another process too', async () => {
    const two = await shop.twin();
    const manager = await shop.signIn('rummanager');
    await makeUser(shop.db, { username: 'rumcasual', vendor: true, fulfillmentallowed: true, vendorid: 'SIADRUM' });
    const probe = (s: Session) => two.send('checksession', {}, s).then((r) => r.status);
    const stores = (s: Session) => two.send('getproducts', { vendorid: 'SIADRUM' }, s).then((r) => r.status);
    let agent = await shop.signIn('rumcasual');
    expect(await stores(agent)).toBe(Status.OK);
    // Flags changed on process one: process two refuses at once, with no window.
    expect((await shop.send('edituser', edit('rumcasual', { fulfillmentallowed: 'N', assignmentallowed: 'Y' }), manager)).status).toBe(Status.OK);
    expect(await stores(agent)).toBe(Status.SESSION_INVALID);
    expect(await probe(agent)).toBe(Status.SESSION_INVALID);
    agent = await shop.signIn('rumcasual');
    expect(agent.data.userdefault).toMatchObject({ fulfillmentallowed: 'N', assignmentallowed: 'Y' });
    expect(await stores(agent)).toBe(Status.OK);
    // A change of name only leaves the sessions alone.
    expect((await shop.send('edituser', edit('rumcasual', { firstname: 'Anna', assignmentallowed: 'Y' }), manager)).status).toBe(Status.OK);
    expect(await stores(agent)).toBe(Status.OK);
    // Deactivated: ended at once, and no new sign-in.
    expect((await shop.send('edituser', edit('rumcasual', { status: 'I', assignmentallowed: 'Y' }), manager)).status).toBe(Status.OK);
    expect(await stores(agent)).toBe(Status.SESSION_INVALID);
    await expect(shop.signIn('rumcasual')).rejects.toThrow('Your account is inactive');
    await two.close();
  });
});
