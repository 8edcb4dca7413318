import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { allows } from '@shop/contracts/access';
import { nextStatus, orderStatuses, transitions, type Transition } from '@shop/contracts/order-flow';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { linesOf, placeOrder } from '../../test/checkout-flow.js';
import { STORE } from '../../seed/stores.js';
import { orderItems, orderParts, orders } from '../../db/schema/orders.js';
import { users } from '../../db/schema/users.js';
import { principalOf } from '../auth/principal.js';
import type { SessionUser } from '../../calls/types.js';

let shop: TestShop;
const roles = ['lounge', 'vendor', 'agent', 'express', 'reports'] as const;
const as: Record<string, Session> = {};
const who: Record<string, SessionUser> = {};
beforeAll(async () => {
  shop = await startShop();
  for (const u of roles) {
    as[u] = await shop.signIn(u);
    who[u] = principalOf((await shop.db.select().from(users).where(eq(users.username, u)))[0]!);
  }
});
afterAll(() => shop.close());

/** Puts the order's one part in `status`, carried by `carrier`, its items applied in full. */
async function setPart(orderid: string, vendorid: string, status: string, carrier: string) {
  await shop.db.update(orderParts).set({ status, assignedto: carrier }).where(and(eq(orderParts.orderid, orderid), eq(orderParts.vendorid, vendorid)));
  await shop.db.update(orders).set({ status }).where(eq(orders.orderid, orderid));
  const items = await shop.db.select().from(orderItems).where(eq(orderItems.orderid, orderid));
  for (const i of items) await shop.db.update(orderItems).set({ appliedQuantity: i.quantity }).where(eq(orderItems.orderitemid, i.orderitemid));
  return items;
}

const partOf = async (orderid: string) => (await shop.db.select().from(orderParts).where(eq(orderParts.orderid, orderid)))[0]!;

/** Who works on a store part of the rum shop carried by the agent, by the transition's scope. */
const inScope = (t: Transition, role: string) =>
  t.scope === 'store' ? ['vendor', 'agent', 'reports'].includes(role) : t.scope === 'assignee' ? role === 'agent' : role === 'lounge';

async function tryEach(orderid: string, vendorid: string, carrier: string, express: boolean, people: readonly string[], scoped: (t: Transition, role: string) => boolean) {
  const outcomes: string[] = [];
  for (const t of transitions.filter((x) => x.level === 'part')) {
    for (const from of orderStatuses) {
      // A role the table refuses, or one outside the transition's scope, is refused whatever the part's status:
      // it is tried from the status the transition starts from, where only the role can be the reason. The roles
      // that may make the transition are tried from every status.
      const tried = people.filter((role) => t.from.includes(from) || (allows(t.access, who[role]!) && scoped(t, role)));
      if (tried.length === 0) continue;
      // The part is put in `from` once for all the roles, and again only after a call that moved it: a refused
      // call must leave it as it was, which is checked instead.
      let items = await setPart(orderid, vendorid, from, carrier);
      for (const role of tried) {
        const res = await shop.call(
          'processorder',
          {
            orderid,
            processaction: t.action,
            ordereditems: items.map((i) => ({ orderitemid: i.orderitemid, orderedquantity: i.quantity, processedquantity: i.quantity })),
            assignto: t.needsAgent || t.action === 'CHECKINORDER' ? carrier : undefined,
          },
          as[role],
        );
        const permitted = allows(t.access, who[role]!);
        const expected = permitted && scoped(t, role) && t.from.includes(from);
        const label = `${t.action} from ${from} by ${role}`;
        expect(res.status === Status.OK, `${label}: ${res.statusMessage}`).toBe(expected);
        if (!permitted) expect(res.status, label).toBe(Status.FORBIDDEN);
        if (expected) {
          expect((await partOf(orderid)).status, label).toBe(nextStatus(t.action, from, { express }));
          items = await setPart(orderid, vendorid, from, carrier);
        } else {
          expect(res.status, label).toBeGreaterThan(0);
          expect((await partOf(orderid)).status, `${label} left the part as it was`).toBe(from);
        }
        outcomes.push(`${label}: ${res.status}`);
      }
    }
  }
  return outcomes;
}

describe('the transition table, for every demo role', () => {
  it('allows exactly the table’s transitions on a store part, by flag and scope', async () => {
    const orderid = await placeOrder(shop, await shop.signIn('shopper'), await linesOf(shop.db, [STORE.rum], 1));
    const outcomes = await tryEach(orderid, STORE.rum, 'agent', false, roles, inScope);
    expect(outcomes.filter((o) => o.endsWith(': 0')).length).toBeGreaterThan(10);
    // 260 calls (every role from every status would be 660): on a busy machine they take a minute.
  }, 300_000);

  it('gives an express store its own statuses', async () => {
    const orderid = await placeOrder(shop, await shop.signIn('shopper'), await linesOf(shop.db, [STORE.coffee], 1));
    const scoped = (t: Transition, role: string) => (t.scope === 'lounge' ? role === 'lounge' : role === 'express');
    await tryEach(orderid, STORE.coffee, 'express', true, ['express', 'lounge'], scoped);
  }, 300_000);
});
