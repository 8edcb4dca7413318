import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
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

export async function findRenewableSession(db: Conn, renewalHash: string, now: Date) {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.renewalHash, renewalHash), isNull(sessions.revokedAt), gt(sessions.renewableUntil, now)),
    )
    .limit(1);
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

export async function revokeUserSessions(db: Conn, username: string, now: Date, exceptHash?: string) {
  const where = exceptHash
    ? and(eq(sessions.username, username), isNull(sessions.revokedAt), ne(sessions.idHash, exceptHash))
    : and(eq(sessions.username, username), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: now }).where(where);
}

/**
 * Deletes the sessions nothing can use any more: revoked ones, ones whose renewal token has expired, and
 * expired guest (internal user) sessions, since a guest whose session is gone simply signs in silently again.
 * Answers how many rows went.
 */
export async function deleteDeadSessions(db: Conn, now: Date): Promise<number> {
  const guests = db.select({ username: users.username }).from(users).where(eq(users.internal, true));
  const rows = await db
    .delete(sessions)
    .where(
      or(
        isNotNull(sessions.revokedAt),
        lt(sessions.renewableUntil, now),
        and(lt(sessions.expiresAt, now), inArray(sessions.username, guests)),
      ),
    )
    .returning({ idHash: sessions.idHash });
  return rows.length;
}
