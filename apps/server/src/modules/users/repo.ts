import { and, asc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { vendors } from '../../db/schema/catalogue.js';
import { orderItems, orders } from '../../db/schema/orders.js';
import { users } from '../../db/schema/users.js';

export type UserRow = typeof users.$inferSelect;

/** The staff users of one store, the internal guest never among them. */
export function listStoreUsers(db: Conn, vendorid: string, activeOnly = false) {
  const conds = [eq(users.vendorid, vendorid), eq(users.internal, false)];
  if (activeOnly) conds.push(eq(users.status, 'A'));
  return db.select().from(users).where(and(...conds)).orderBy(asc(users.username));
}

export async function findStore(db: Conn, vendorid: string) {
  return (await db.select().from(vendors).where(eq(vendors.vendorid, vendorid)).limit(1))[0];
}

/** The store of an order item and the airport of its order. */
export async function findOrderItemStore(db: Conn, orderitemid: number) {
  const rows = await db
    .select({ vendorid: orderItems.vendorid, airportid: orders.airportid })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderid, orderItems.orderid))
    .where(eq(orderItems.orderitemid, orderitemid))
    .limit(1);
  return rows[0];
}

export const updateUserRow = (db: Conn, username: string, row: Partial<typeof users.$inferInsert>) =>
  db.update(users).set(row).where(eq(users.username, username));
