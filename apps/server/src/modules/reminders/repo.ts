import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { OrderStatus } from '@shop/contracts/order-flow';
import type { Conn } from '../../db/client.js';
import { vendors } from '../../db/schema/catalogue.js';
import { orders } from '../../db/schema/orders.js';

/** Ready for collection (checked in at the lounge) or still being prepared: worth a reminder. */
export const remindable: OrderStatus[] = ['UNPROCESSED', 'FULFILLED', 'ASSIGNED', 'WIP', 'CHECKED IN'];

/** Departures leaving after `now` and within the lead, not yet reminded for their present flight time. */
const due = (now: Date, until: Date) =>
  and(
    inArray(orders.status, remindable),
    eq(orders.direction, 'D'),
    gt(orders.flightTime, now),
    lte(orders.flightTime, until),
    or(isNull(orders.reminderFlightTime), ne(orders.reminderFlightTime, orders.flightTime)),
  );

/** The orders whose reminder is due now, soonest flight first. */
export async function dueReminders(db: Conn, now: Date, until: Date, limit = 200) {
  const rows = await db.select({ orderid: orders.orderid }).from(orders).where(due(now, until)).orderBy(asc(orders.flightTime)).limit(limit);
  return rows.map((r) => r.orderid);
}

/**
 * Takes the order's reminder for this process with one conditional update: of any number of processes (or
 * runs) only one gets the row back, so one mail goes out per flight time (docs/decisions/0132).
 */
export async function claimReminder(db: Conn, orderid: string, now: Date, until: Date) {
  const [row] = await db
    .update(orders)
    .set({ reminderFlightTime: sql`${orders.flightTime}`, reminderSentAt: now })
    .where(and(eq(orders.orderid, orderid), due(now, until)))
    .returning();
  return row;
}

/** Gives a claimed reminder back when its mail could not be sent, so the next run tries again. */
export const releaseReminder = (db: Conn, orderid: string, claimedAt: Date) =>
  db.update(orders).set({ reminderFlightTime: null, reminderSentAt: null }).where(and(eq(orders.orderid, orderid), eq(orders.reminderSentAt, claimedAt)));

/** The lounge where orders of an airport and direction are collected. */
export async function loungeOf(db: Conn, airportid: 'SIA' | 'NMIA', direction: 'A' | 'D') {
  const [row] = await db
    .select({ name: vendors.vendorname })
    .from(vendors)
    .where(and(eq(vendors.loungeoperator, true), eq(vendors.airportid, airportid), eq(vendors.direction, direction)))
    .orderBy(asc(vendors.vendorid))
    .limit(1);
  return row?.name ?? null;
}
