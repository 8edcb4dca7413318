import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { sessions, users } from '../../db/schema/users.js';

export async function findLiveSession(db: Conn, idHash: string, now: Date) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.username, sessions.username))
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0];
}

/** The session a renewal token belongs to, live or not: a spent token must still be recognised. */
export async function findSessionByRenewal(db: Conn, renewalHash: string) {
  const rows = await db.select().from(sessions).where(eq(sessions.renewalHash, renewalHash)).limit(1);
  return rows[0];
}

export async function insertSession(db: Conn, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

/** Revokes one session; answers whether it was live. */
export async function revokeSession(db: Conn, idHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)))
    .returning({ idHash: sessions.idHash });
  return rows.length > 0;
}

/** Revokes every session of a renewal chain; answers the ones that were live. */
export async function revokeFamily(db: Conn, family: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.family, family), isNull(sessions.revokedAt)))
    .returning({ idHash: sessions.idHash });
  return rows.map((r) => r.idHash);
}

export async function revokeUserSessions(db: Conn, username: string, now: Date, exceptHash?: string) {
  const where = exceptHash
    ? and(eq(sessions.username, username), isNull(sessions.revokedAt), ne(sessions.idHash, exceptHash))
    : and(eq(sessions.username, username), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: now }).where(where);
}

/** Keeps only the newest `keep` guest sessions opened from one address. */
export async function capGuestSessions(db: Conn, address: string, keep: number) {
  const newest = db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(eq(sessions.address, address))
    .orderBy(sql`${sessions.createdAt} desc`)
    .limit(keep);
  await db.delete(sessions).where(and(eq(sessions.address, address), sql`${sessions.idHash} not in (${newest})`));
}

/**
 * Deletes sessions that can serve no one again: guest sessions past their hour (guests never renew), and
 * any session past the end of its renewal chain. Spent renewal tokens stay until then, so reuse is noticed.
 */
export async function pruneSessions(db: Conn, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.renewableUntil, now), and(isNotNull(sessions.address), lt(sessions.expiresAt, now))))
    .returning({ idHash: sessions.idHash });
  return rows.length;
}

