import { asc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/orders.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderid' | 'orderitemid'>;

export async function insertOrder(tx: Conn, order: NewOrder, items: NewOrderItem[]) {
  const [row] = await tx.insert(orders).values(order).returning();
  await tx.insert(orderItems).values(items.map((i) => ({ ...i, orderid: order.orderid })));
  return row!;
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
