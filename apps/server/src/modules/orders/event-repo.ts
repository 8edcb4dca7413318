import { asc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { orderEvents } from '../../db/schema/orders.js';

export interface OrderEvent {
  orderid: string;
  who: string;
  at: Date;
  from: string | null;
  to: string | null;
  what: string;
  /** The processaction or checkout step. */
  action?: string;
  /** The store whose part moved; absent when the whole order moved. */
  vendorid?: string;
  assignedto?: string | null;
  quantities?: { orderitemid: number; ordered: number; applied: number }[];
}

/** Records one change of an order or of the reservation before it. */
export const recordEvent = (db: Conn, e: OrderEvent) => recordEvents(db, [e]);

/** Records several changes of one moment in one statement, in the order given (their ids follow it). */
export async function recordEvents(db: Conn, events: readonly OrderEvent[]) {
  if (events.length === 0) return;
  await db.insert(orderEvents).values(
    events.map((e) => ({
      orderid: e.orderid,
      who: e.who,
      at: e.at,
      fromStatus: e.from,
      toStatus: e.to,
      what: e.what,
      action: e.action ?? null,
      vendorid: e.vendorid ?? null,
      assignedto: e.assignedto ?? null,
      quantities: e.quantities ?? null,
    })),
  );
}

export const eventsOf = (db: Conn, orderid: string) =>
  db.select().from(orderEvents).where(eq(orderEvents.orderid, orderid)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
