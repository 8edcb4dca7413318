import { sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';

/** The PostgreSQL channel that carries the id of every order that changed (docs/decisions/0060). */
export const ORDER_CHANNEL = 'order_changed';

/**
 * Tells every server process that an order changed. Inside a transaction the notice is delivered at commit,
 * and not at all when the transaction rolls back.
 */
export async function notifyOrderChanged(tx: Conn, orderid: string) {
  await tx.execute(sql`select pg_notify(${ORDER_CHANNEL}, ${orderid})`);
}
