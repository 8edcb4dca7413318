import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { loginFailures } from '../../db/schema/users.js';

/** How many failures were recorded under the key after `since`. */
export async function countFailuresSince(db: Conn, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)));
  return Number(row?.n ?? 0);
}

export async function insertFailures(db: Conn, keys: string[], at: Date) {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, at })));
}

export async function deleteFailuresBefore(db: Conn, before: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.at, before));
}

export async function deleteFailuresOf(db: Conn, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
