import { sessionExpired } from '../lib/app-error.js';
import type { SessionCache } from './session-cache.js';
import type { Deps } from '../deps.js';
import type { SessionUser } from './types.js';
import { findLiveSession } from '../modules/auth/session-repo.js';
import { hashToken } from '../modules/auth/tokens.js';
import { principalOf } from '../modules/auth/principal.js';

async function lookUp({ db, sessions: cache, clock }: Deps, sessionHash: string): Promise<SessionUser> {
  const now = clock.now().getTime();
  const cached = cache.get(sessionHash, now);
  if (cached) return cached;
  const mark = cache.mark();
  const row = await findLiveSession(db, sessionHash, new Date(now));
  if (!row || row.user.status !== 'A') throw sessionExpired();
  const user = principalOf(row.user);
  trustSession(cache, { sessionHash, user, expiresAt: row.session.expiresAt, mark, now });
  return user;
}

/**
 * Keeps a live session's user in this process's cache for a few seconds: one read from the database, or one
 * just issued by a sign-in (whose first calls then need no session query). A store's staff can be deactivated or
 * lose permissions by a user manager, which must hold at once on every process (docs/decisions/0085): their
 * sessions are read from the database on every call, never cached.
 */
export function trustSession(cache: SessionCache, s: { sessionHash: string; user: SessionUser; expiresAt: Date; mark: number; now: number }) {
  if (!s.user.vendorid) cache.remember(s.sessionHash, s.user, s.expiresAt.getTime(), s.mark, s.now);
}

/** Resolves the envelope's session to its user, or throws the one session status the client renews on. */
export async function resolveSession(
  deps: Deps,
  username: string,
  sessionid: string,
): Promise<{ user: SessionUser; sessionHash: string }> {
  return resolveSessionHash(deps, username, sessionid ? hashToken(sessionid) : null);
}

/** The same, for a session id already hashed (a call's checked body keeps the hash). */
export async function resolveSessionHash(
  deps: Deps,
  username: string,
  sessionHash: string | null,
): Promise<{ user: SessionUser; sessionHash: string }> {
  if (!sessionHash) throw sessionExpired();
  const user = await lookUp(deps, sessionHash);
  if (username && username.toLowerCase() !== user.username) {
    throw sessionExpired();
  }
  return { user, sessionHash };
}
