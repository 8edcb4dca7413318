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

/** Moves an open hold to USED (a check-out took it) or RELEASED; false when it was no longer open. */
export async function markCounterHold(db: Conn, gatewayOrderId: string, state: 'USED' | 'RELEASED') {
  const moved = await db
    .update(counterCardHolds)
    .set({ state })
    .where(and(eq(counterCardHolds.gatewayOrderId, gatewayOrderId), eq(counterCardHolds.state, 'STARTED')))
    .returning({ id: counterCardHolds.gatewayOrderId });
  return moved.length > 0;
}
