import { and, asc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { vendors } from '../../db/schema/catalogue.js';
import { orderItems } from '../../db/schema/orders.js';
import { users } from '../../db/schema/users.js';

/** The active staff of one store: who may carry its goods (the agent must belong to the part's store). */
export async function agentsOfStore(db: Conn, vendorid: string) {
  const [store] = await db.select({ lounge: vendors.loungeoperator }).from(vendors).where(eq(vendors.vendorid, vendorid)).limit(1);
  if (!store) return [];
  const role = store.lounge ? users.loungeoperator : users.vendor;
  return db
    .select({ username: users.username, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(and(eq(users.vendorid, vendorid), eq(users.status, 'A'), eq(role, true)))
    .orderBy(asc(users.firstname), asc(users.lastname), asc(users.username));
}

/** The agents who may be assigned the part an order item belongs to (getusers with orderitemid and filter Y). */
export async function agentsFor(db: Conn, orderitemid: number) {
  const item = await itemById(db, orderitemid);
  return item ? agentsOfStore(db, item.vendorid) : [];
}

export async function itemById(db: Conn, orderitemid: number) {
  const rows = await db.select({ orderid: orderItems.orderid, vendorid: orderItems.vendorid }).from(orderItems).where(eq(orderItems.orderitemid, orderitemid)).limit(1);
  return rows[0];
}
