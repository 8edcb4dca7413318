import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { authCounters } from '../../db/schema/security.js';

/** How often a key may be taken: `max` in a window, then refused for a delay that doubles with each extra take. */
export interface Limit {
  max: number;
  windowMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * Takes one attempt for `key` in one atomic upsert, so parallel requests and several server processes count
 * together: answers the new count, or null when the key is refused until its delay has passed.
 */
export async function takeAttempt(db: Conn, key: string, limit: Limit, now: Date): Promise<number | null> {
  const windowOpen = new Date(now.getTime() - limit.windowMs);
  const fresh = sql`${authCounters.windowStart} <= ${windowOpen}`;
  const next = sql`(case when ${fresh} then 1 else ${authCounters.count} + 1 end)`;
  const delay = (n: SQL) =>
    sql`case when ${n} >= ${limit.max} then ${now}::timestamptz + least(${limit.maxDelayMs}, ${limit.baseDelayMs} * power(2, ${n} - ${limit.max})) * interval '1 millisecond' else null end`;
  const rows = await db
    .insert(authCounters)
    .values({ key, count: 1, windowStart: now, blockedUntil: limit.max <= 1 ? new Date(now.getTime() + limit.baseDelayMs) : null })
    .onConflictDoUpdate({
      target: authCounters.key,
      set: {
        count: next,
        windowStart: sql`case when ${fresh} then ${now}::timestamptz else ${authCounters.windowStart} end`,
        blockedUntil: delay(next),
      },
      setWhere: or(isNull(authCounters.blockedUntil), sql`${authCounters.blockedUntil} <= ${now}`),
    })
    .returning({ count: authCounters.count });
  return rows[0]?.count ?? null;
}

/** When a refused key may be tried again. */
export async function blockedUntil(db: Conn, key: string): Promise<Date | null> {
  const rows = await db.select({ until: authCounters.blockedUntil }).from(authCounters).where(eq(authCounters.key, key));
  return rows[0]?.until ?? null;
}

/** Forgets keys entirely: a right password, or a completed password reset that lifts a lock. */
export async function clearKeys(db: Conn, keys: string[]) {
  if (keys.length) await db.delete(authCounters).where(inArray(authCounters.key, keys));
}

/**
 * Gives back one attempt that turned out not to be a failure (a right password from a counted address);
 * a delay that this attempt alone started is lifted with it.
 */
export async function giveBack(db: Conn, key: string, limit: Limit) {
  await db
    .update(authCounters)
    .set({
      count: sql`greatest(${authCounters.count} - 1, 0)`,
      blockedUntil: sql`case when ${authCounters.count} - 1 < ${limit.max} then null else ${authCounters.blockedUntil} end`,
    })
    .where(eq(authCounters.key, key));
}

/** Deletes counters whose window and delay are both over (for the pruning job). */
export async function pruneCounters(db: Conn, olderThan: Date) {
  await db
    .delete(authCounters)
    .where(and(lt(authCounters.windowStart, olderThan), or(isNull(authCounters.blockedUntil), lt(authCounters.blockedUntil, olderThan))));
}
