import { and, eq, lt, or } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { orderTransactions } from '../../db/schema/orders.js';

export type OrderTransaction = typeof orderTransactions.$inferSelect;
export type TransactionState = OrderTransaction['state'];

/** How long a started gateway step keeps others out. */
export const TRANSACTION_LAPSE_MS = 2 * 60_000;

/**
 * Opens the gateway step of an order for one user and action; false when someone else's step is open
 * (and not lapsed). Re-opening one's own step for the same action starts it again.
 */
export async function openTransaction(db: Conn, t: Omit<OrderTransaction, 'state'>): Promise<boolean> {
  const lapsed = new Date(t.startedAt.getTime() - TRANSACTION_LAPSE_MS);
  const rows = await db
    .insert(orderTransactions)
    .values({ ...t, state: 'STARTED' })
    .onConflictDoUpdate({
      target: orderTransactions.orderid,
      set: { action: t.action, who: t.who, state: 'STARTED', startedAt: t.startedAt },
      setWhere: or(
        lt(orderTransactions.startedAt, lapsed),
        and(eq(orderTransactions.who, t.who), eq(orderTransactions.action, t.action), eq(orderTransactions.state, 'STARTED')),
      ),
    })
    .returning();
  return rows.length === 1;
}

/** Moves one user's open step from one state to the next; null when it is not in `from` (someone got there first). */
export async function claimTransaction(db: Conn, orderid: string, who: string, from: TransactionState, to: TransactionState) {
  const rows = await db
    .update(orderTransactions)
    .set({ state: to })
    .where(and(eq(orderTransactions.orderid, orderid), eq(orderTransactions.who, who), eq(orderTransactions.state, from)))
    .returning();
  return rows[0] ?? null;
}

export async function findTransaction(db: Conn, orderid: string) {
  const rows = await db.select().from(orderTransactions).where(eq(orderTransactions.orderid, orderid)).limit(1);
  return rows[0];
}

/** Ends the caller's step (ENDTRANSACTION, or the action it was opened for is done). */
export async function closeTransaction(db: Conn, orderid: string, who: string) {
  await db.delete(orderTransactions).where(and(eq(orderTransactions.orderid, orderid), eq(orderTransactions.who, who)));
}

/**
 * Ends the caller's CANCELORDER step whose reversal already cancelled the order (MODIFIED); false when there is
 * none. The client's updateorder that follows the reversal (storefront 7) then answers the cancel as done.
 */
export async function closeCancelStep(db: Conn, orderid: string, who: string): Promise<boolean> {
  const rows = await db
    .delete(orderTransactions)
    .where(and(eq(orderTransactions.orderid, orderid), eq(orderTransactions.who, who), eq(orderTransactions.action, 'CANCELORDER'), eq(orderTransactions.state, 'MODIFIED')))
    .returning();
  return rows.length === 1;
}
