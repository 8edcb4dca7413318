import { sessionExpired } from '../lib/app-error.js';
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
  // A store's staff can be deactivated or lose permissions by a user manager, which must hold at once on every
  // process (docs/decisions/0085): their sessions are read from the database on every call, never cached.
  if (!user.vendorid) cache.remember(sessionHash, user, row.session.expiresAt.getTime(), mark, now);
  return user;
}

/** Resolves the envelope's session to its user, or throws the one session status the client renews on. */
export async function resolveSession(
  deps: Deps,
  username: string,
  sessionid: string,
): Promise<{ user: SessionUser; sessionHash: string }> {
  if (!sessionid) throw sessionExpired();
  const sessionHash = hashToken(sessionid);
  const user = await lookUp(deps, sessionHash);
  if (username && username.toLowerCase() !== user.username) {
    throw sessionExpired();
  }
  return { user, sessionHash };
}
