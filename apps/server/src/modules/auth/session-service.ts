import type { Conn } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { capGuestSessions, insertSession, revokeSession, revokeUserSessions } from './session-repo.js';
import { hashToken, newToken } from './tokens.js';

export const SESSION_TTL_MS = 60 * 60 * 1000;
const RENEWABLE_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
const RENEWABLE_SHORT_MS = 12 * 60 * 60 * 1000;
/** Guest sessions one address may hold; opening more retires its oldest (an airport's Wi-Fi shares one address). */
export const GUEST_SESSIONS_PER_ADDRESS = 500;

export interface IssuedSession {
  sessionid: string;
  renewaltoken: string;
  sessionexpires: string;
  renewableUntil: Date;
}

export interface SessionOptions {
  keep: boolean;
  /** The renewal chain this session continues; a sign-in starts a new one. */
  family?: string;
  /** A renewal keeps the chain's end: renewal never stretches a sign-in past its absolute lifetime. */
  renewableUntil?: Date;
  /** Set for guest sessions, which are bounded per address. */
  guestAddress?: string;
}

/**
 * Issues a session (valid one hour) and a renewal token. A sign-in's chain of renewals ends 30 days after it
 * with Keep me Signed In, else 12 hours after it, however often it is renewed.
 */
export async function issueSession(db: Conn, username: string, opts: SessionOptions, now: Date): Promise<IssuedSession> {
  const sessionid = newToken();
  const renewaltoken = newToken();
  const idHash = hashToken(sessionid);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const renewableUntil = opts.renewableUntil ?? new Date(now.getTime() + (opts.keep ? RENEWABLE_KEEP_MS : RENEWABLE_SHORT_MS));
  await insertSession(db, {
    idHash,
    renewalHash: hashToken(renewaltoken),
    username,
    keep: opts.keep,
    createdAt: now,
    expiresAt,
    renewableUntil,
    family: opts.family ?? idHash,
    address: opts.guestAddress ?? null,
  });
  if (opts.guestAddress) await capGuestSessions(db, opts.guestAddress, GUEST_SESSIONS_PER_ADDRESS);
  return { sessionid, renewaltoken, sessionexpires: expiresAt.toISOString(), renewableUntil };
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
