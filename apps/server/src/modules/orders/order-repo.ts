import { and, asc, eq, inArray } from 'drizzle-orm';
import { orderStatusOf, PLACED, type OrderStatus } from '@shop/contracts/order-flow';
import type { Conn } from '../../db/client.js';
import { orderItems, orderParts, orders } from '../../db/schema/orders.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderPartRow = typeof orderParts.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderid' | 'orderitemid'>;

/** Inserts a placed order, its items and one part per store, each waiting in that store's Fulfill Orders queue. */
export async function insertOrder(tx: Conn, order: NewOrder, items: NewOrderItem[]) {
  const [row] = await tx.insert(orders).values({ ...order, status: PLACED }).returning();
  await tx.insert(orderItems).values(items.map((i) => ({ ...i, orderid: order.orderid })));
  const stores = [...new Set(items.map((i) => i.vendorid))];
  await tx.insert(orderParts).values(stores.map((vendorid) => ({ orderid: order.orderid, vendorid, status: PLACED, updatedAt: order.updatedAt })));
  return row!;
}

export async function findOrder(db: Conn, orderid: string) {
  const rows = await db.select().from(orders).where(eq(orders.orderid, orderid)).limit(1);
  return rows[0];
}

/** Reads the order row under a row lock: every change of an order's state goes through this, one at a time. */
export async function lockOrder(tx: Conn, orderid: string) {
  const rows = await tx.select().from(orders).where(eq(orders.orderid, orderid)).for('update');
  return rows[0];
}

export async function findOrderOfReservation(db: Conn, reservationId: number) {
  const rows = await db.select().from(orders).where(eq(orders.reservationId, reservationId)).limit(1);
  return rows[0];
}

export async function findOrderByReceipt(db: Conn, file: string) {
  const rows = await db.select().from(orders).where(eq(orders.receiptFile, file)).limit(1);
  return rows[0];
}

export const itemsOf = (db: Conn, orderid: string) =>
  db.select().from(orderItems).where(eq(orderItems.orderid, orderid)).orderBy(asc(orderItems.orderitemid));

export const partsOf = (db: Conn, orderid: string) =>
  db.select().from(orderParts).where(eq(orderParts.orderid, orderid)).orderBy(asc(orderParts.vendorid));

/** Sets the status (and assignee, when given) of some parts, then the order's own status from all its parts. */
export async function moveParts(
  tx: Conn,
  orderid: string,
  vendorids: readonly string[],
  change: { status: OrderStatus; assignedto?: string | null; at: Date },
): Promise<OrderStatus> {
  const set: Partial<OrderPartRow> = { status: change.status, updatedAt: change.at };
  if (change.assignedto !== undefined) set.assignedto = change.assignedto;
  if (vendorids.length) await tx.update(orderParts).set(set).where(and(eq(orderParts.orderid, orderid), inArray(orderParts.vendorid, [...vendorids])));
  const status = orderStatusOf((await partsOf(tx, orderid)).map((p) => p.status as OrderStatus));
  await tx.update(orders).set({ status, updatedAt: change.at }).where(eq(orders.orderid, orderid));
  return status;
}

/** Sets the applied quantity of items of an order (back office 4.4). */
export async function applyQuantities(tx: Conn, orderid: string, applied: readonly { orderitemid: number; applied: number }[]) {
  for (const a of applied) {
    await tx.update(orderItems).set({ appliedQuantity: a.applied }).where(and(eq(orderItems.orderid, orderid), eq(orderItems.orderitemid, a.orderitemid)));
  }
}
