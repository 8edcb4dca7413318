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
}

/** Records one change of an order or of the reservation before it. */
export async function recordEvent(db: Conn, e: OrderEvent) {
  await db.insert(orderEvents).values({ orderid: e.orderid, who: e.who, at: e.at, fromStatus: e.from, toStatus: e.to, what: e.what });
}

export const eventsOf = (db: Conn, orderid: string) =>
  db.select().from(orderEvents).where(eq(orderEvents.orderid, orderid)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
