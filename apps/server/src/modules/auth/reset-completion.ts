import type { Db } from '../../db/client.js';
import type { SessionCache } from '../../calls/session-cache.js';
import type { Mailer } from '../mail/mailer.js';
import { hashPassword } from './passwords.js';
import type { UserRow } from './principal.js';
import { deleteResets, findLiveReset, useReset } from './reset-repo.js';
import { resetTokenHash } from './reset-service.js';
import { revokeUserSessions } from './session-repo.js';
import { liftSignInLock } from './sign-in-throttle.js';
import { setPassword } from './user-repo.js';

/** The live reset this password is the temporary password of, if any. */
export const findResetFor = (db: Db, username: string, wireValue: string, now: Date) =>
  findLiveReset(db, username, resetTokenHash(wireValue), now);

/**
 * Completes a reset with its temporary password, once: it becomes the password, to be changed at once; the
 * user's other sessions and pending resets end, the username's sign-in lock lifts, and the mailed copy of the
 * temporary password is scrubbed. Answers false when a parallel sign-in used it first.
 */
export async function completeReset(
  d: { db: Db; sessions: SessionCache; mailer: Mailer },
  user: UserRow,
  resetId: number,
  wireValue: string,
  now: Date,
): Promise<boolean> {
  const passwordHash = await hashPassword(wireValue);
  const done = await d.db.transaction(async (tx) => {
    if (!(await useReset(tx, resetId, now))) return false;
    await setPassword(tx, user.username, passwordHash, true);
    await deleteResets(tx, user.username);
    await revokeUserSessions(tx, user.username, now);
    return true;
  });
  if (!done) return false;
  d.sessions.forgetUser(user.username);
  await liftSignInLock(d.db, user.username);
  await d.mailer.forget(wireValue);
  return true;
}
