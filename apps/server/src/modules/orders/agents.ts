import { and, asc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { vendors } from '../../db/schema/catalogue.js';
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

