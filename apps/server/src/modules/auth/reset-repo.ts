import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { passwordResets } from '../../db/schema/security.js';

export async function insertReset(db: Conn, row: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(row);
}

/** The live reset a temporary password belongs to, if any (asked at every sign-in, known user or not). */
export async function findLiveReset(db: Conn, username: string, tokenHash: string, now: Date) {
  const rows = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.username, username),
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Marks a reset used; answers false when a parallel sign-in used it first. */
export async function useReset(db: Conn, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

/** Ends every other pending reset of the user: one temporary password completes the reset. */
export async function deleteResets(db: Conn, username: string) {
  await db.delete(passwordResets).where(eq(passwordResets.username, username));
}

/** Deletes used and expired resets (for the pruning job). */
export async function pruneResets(db: Conn, now: Date) {
  await db.delete(passwordResets).where(or(lt(passwordResets.expiresAt, now), lt(passwordResets.usedAt, now)));
}
