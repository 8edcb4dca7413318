import { and, eq, inArray } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { categories, products } from '../../db/schema/catalogue.js';
import { users } from '../../db/schema/users.js';

/** True when any of the products is in a restricted category (alcohol or tobacco). */
export async function holdsRestricted(db: Conn, productids: readonly number[]): Promise<boolean> {
  if (productids.length === 0) return false;
  const rows = await db
    .select({ productid: products.productid })
    .from(products)
    .innerJoin(categories, eq(categories.categoryid, products.categoryid))
    .where(and(inArray(products.productid, [...productids]), eq(categories.restricted, true)))
    .limit(1);
  return rows.length > 0;
}

/** The account's kept date of birth and whether it may keep one (a subscriber, not the shared guest). */
export async function birthDateOf(db: Conn, username: string) {
  const [u] = await db.select({ dob: users.dateOfBirth, subscriber: users.subscriber, internal: users.internal }).from(users).where(eq(users.username, username));
  return { dob: u?.dob ?? null, keeps: !!u && u.subscriber && !u.internal };
}

/** Keeps a subscriber's date of birth on the profile, so the next order does not ask again. */
export const keepBirthDate = (db: Conn, username: string, dob: string) => db.update(users).set({ dateOfBirth: dob }).where(eq(users.username, username));
