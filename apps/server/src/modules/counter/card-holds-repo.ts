import { and, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { counterCardHolds } from '../../db/schema/counter.js';

/** The counter card hold of a gateway transaction (holdrest), if it is one. */
export async function findCounterHold(db: Conn, gatewayOrderId: string) {
  const [h] = await db.select().from(counterCardHolds).where(eq(counterCardHolds.gatewayOrderId, gatewayOrderId));
  return h;
}

/** The order's counter card holds not yet used or given up. */
export const openCounterHolds = (db: Conn, orderid: string) =>
  db.select().from(counterCardHolds).where(and(eq(counterCardHolds.orderid, orderid), eq(counterCardHolds.state, 'STARTED')));

export async function markCounterHold(db: Conn, gatewayOrderId: string, state: 'RELEASED') {
  await db.update(counterCardHolds).set({ state }).where(and(eq(counterCardHolds.gatewayOrderId, gatewayOrderId), eq(counterCardHolds.state, 'STARTED')));
}
