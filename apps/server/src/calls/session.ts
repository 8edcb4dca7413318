import { Status } from '@shop/contracts/status';
import { AppError } from '../lib/app-error.js';
import type { Db } from '../db/client.js';
import type { SessionUser } from './types.js';
import { findLiveSession } from '../modules/auth/session-repo.js';
import { hashToken } from '../modules/auth/tokens.js';
import { principalOf } from '../modules/auth/principal.js';

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** Resolves the envelope's session to its user, or throws the one session status the client renews on. */
export async function resolveSession(
  db: Db,
  username: string,
  sessionid: string,
): Promise<{ user: SessionUser; sessionHash: string }> {
  if (!sessionid) throw new AppError(Status.SESSION_INVALID, SESSION_EXPIRED);
  const sessionHash = hashToken(sessionid);
  const row = await findLiveSession(db, sessionHash, new Date());
  if (!row || row.user.status !== 'A') throw new AppError(Status.SESSION_INVALID, SESSION_EXPIRED);
  if (username && username.toLowerCase() !== row.user.username) {
    throw new AppError(Status.SESSION_INVALID, SESSION_EXPIRED);
  }
  return { user: principalOf(row.user), sessionHash };
}
