import type { Conn } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { insertSession, revokeSession, revokeUserSessions } from './session-repo.js';
import { hashToken, newToken } from './tokens.js';

export const SESSION_TTL_MS = 60 * 60 * 1000;
const RENEWABLE_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
const RENEWABLE_SHORT_MS = 12 * 60 * 60 * 1000;

export interface IssuedSession {
  sessionid: string;
  renewaltoken: string;
  sessionexpires: string;
}

/** Issues a session (valid one hour) and a renewal token (30 days with Keep me Signed In, else 12 hours). */
export async function issueSession(db: Conn, username: string, keep: boolean, now: Date): Promise<IssuedSession> {
  const sessionid = newToken();
  const renewaltoken = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(db, {
    idHash: hashToken(sessionid),
    renewalHash: hashToken(renewaltoken),
    username,
    keep,
    createdAt: now,
    expiresAt,
    renewableUntil: new Date(now.getTime() + (keep ? RENEWABLE_KEEP_MS : RENEWABLE_SHORT_MS)),
  });
  return { sessionid, renewaltoken, sessionexpires: expiresAt.toISOString() };
}

type RevokeDeps = Pick<Deps, 'db' | 'sessions' | 'clock'>;

/**
 * The one way to end a user's sessions, for every call that revokes, deactivates or changes a user's flags:
 * revokes them in the database (all but `keepSessionHash`) and drops them from this process's session cache.
 * Other processes stop trusting their cached copies within SESSION_TRUST_MS (docs/decisions/0006).
 */
export async function revokeUser(deps: RevokeDeps, username: string, keepSessionHash?: string) {
  await revokeUserSessions(deps.db, username, deps.clock.now(), keepSessionHash);
  // Also the kept session: its cached copy may carry flags (a forced password change) that just changed.
  deps.sessions.forgetUser(username);
}

/** Ends one session (sign-out) in the database and in this process's cache; answers whether it was live. */
export async function endSession(deps: RevokeDeps, sessionHash: string): Promise<boolean> {
  const live = await revokeSession(deps.db, sessionHash, deps.clock.now());
  deps.sessions.forget(sessionHash);
  return live;
}
