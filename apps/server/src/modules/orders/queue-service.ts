import { and, asc, count, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { allows } from '@shop/contracts/access';
import { pendingOwnStatuses } from '@shop/contracts/order-actions';
import { queueOf, queues, type Queue } from '@shop/contracts/order-flow';
import { Status } from '@shop/contracts/status';
import type { CallContext, SessionUser } from '../../calls/types.js';
import type { Conn } from '../../db/client.js';
import { orderParts, orders } from '../../db/schema/orders.js';
import { AppError } from '../../lib/app-error.js';
import { orderCards } from './order-view.js';
import { ORDERS_PAGE_SIZE } from './read-service.js';
import { loungeOf } from './visibility.js';

const none = () => inArray(orders.orderid, [] as string[]);

/** The orders a queue lists for this user: its statuses, in the user's store, lounge or assignment (back office 2.3). */
export async function queueFilter(db: Conn, user: SessionUser, q: Queue): Promise<SQL> {
  const statuses = [...q.statuses];
  if (q.scope === 'lounge') {
    const lounge = await loungeOf(db, user);
    if (!lounge) return none();
    const here = and(eq(orders.airportid, lounge.airportid), eq(orders.direction, lounge.direction))!;
    if (q.level === 'order') return and(here, inArray(orders.status, statuses))!;
    const parts = db.select({ id: orderParts.orderid }).from(orderParts).where(inArray(orderParts.status, statuses));
    if (q.action !== 'CHECKINORDER' || !user.vendorid) return and(here, inArray(orders.orderid, parts))!;
    // The lounge's own goods are fulfilled before the rest is checked in (contracts order-actions.ts).
    const ownPending = db
      .select({ id: orderParts.orderid })
      .from(orderParts)
      .where(and(eq(orderParts.vendorid, user.vendorid), inArray(orderParts.status, [...pendingOwnStatuses])));
    return and(here, inArray(orders.orderid, parts), notInArray(orders.orderid, ownPending))!;
  }
  const mine =
    q.scope === 'store'
      ? user.vendorid
        ? eq(orderParts.vendorid, user.vendorid)
        : undefined
      : eq(orderParts.assignedto, user.username);
  if (!mine) return none();
  const parts = db.select({ id: orderParts.orderid }).from(orderParts).where(and(mine, inArray(orderParts.status, statuses)));
  return inArray(orders.orderid, parts);
}

/** The queue the user asked for, refused when their role and flags do not open it. */
export function openQueue(user: SessionUser | null, actiontype: string): Queue {
  const q = queueOf(actiontype);
  if (!user || !q || !allows(q.access, user)) throw new AppError(Status.FORBIDDEN, 'You may not open this order queue.');
  return q;
}

/** One page of a staff queue, soonest flight first, 10 a page. */
export async function queueOrders(ctx: CallContext, actiontype: string, page: number, orderid?: string) {
  const q = openQueue(ctx.user, actiontype);
  const inQueue = await queueFilter(ctx.db, ctx.user!, q);
  const where = orderid ? and(inQueue, eq(orders.orderid, orderid)) : inQueue;
  const [{ n }] = (await ctx.db.select({ n: count() }).from(orders).where(where)) as [{ n: number }];
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(where)
    .orderBy(asc(orders.flightTime), asc(orders.orderid))
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE);
  // Store and assignment queues show the user's own part only; the lounge sees every store's.
  const shown = await orderCards(ctx.db, rows, q.scope === 'lounge' ? undefined : ctx.user!, ctx.user!);
  return { orders: shown, page, pages: Math.max(1, Math.ceil(n / ORDERS_PAGE_SIZE)), total: n };
}

/** How many orders wait in each queue the user may open (the dashboard). */
export async function queueCounts(ctx: CallContext) {
  const user = ctx.user!;
  const counts: Record<string, number> = {};
  for (const q of queues.filter((x) => allows(x.access, user))) {
    const [{ n }] = (await ctx.db.select({ n: count() }).from(orders).where(await queueFilter(ctx.db, user, q))) as [{ n: number }];
    counts[q.actiontype] = Number(n);
  }
  return { counts };
}
