import { createTtlCache } from '../lib/ttl-cache.js';
import type { SessionUser } from './session-user.js';

// See docs/decisions/0006-session-check-cache.md: other processes see a revocation within this time.
export const SESSION_TRUST_MS = 5000;
const MAX_SESSIONS = 10_000;

/**
 * Remembers successful session checks for a few seconds so a signed-in call needs no session query.
 * The database stays the only record of sessions; this process forgets an entry as soon as it revokes it.
 */
export interface SessionCache {
  /** The user of a live session checked in the last few seconds, or undefined. */
  get(sessionHash: string, now: number): SessionUser | undefined;
  /** A marker to take before reading a session from the database, for `remember`. */
  mark(): number;
  /** Remembers a session read from the database, unless a revocation happened on this process since `mark`. */
  remember(sessionHash: string, user: SessionUser, expiresAt: number, mark: number, now: number): void;
  /** Forgets one session; call after the revocation is committed. */
  forget(sessionHash: string): void;
  /** Forgets every session of a user; call after the revocation or change is committed. */
  forgetUser(username: string): void;
}

/** Creates one app instance's session cache; `trustMs` 0 turns it off. */
export function createSessionCache(trustMs = SESSION_TRUST_MS): SessionCache {
  const cache = createTtlCache<SessionUser>(MAX_SESSIONS);
  // Bumped by every forget: a database read that started before it may have seen the revoked row.
  let generation = 0;
  return {
    get: (sessionHash, now) => cache.get(sessionHash, now),
    mark: () => generation,
    remember(sessionHash, user, expiresAt, mark, now) {
      if (trustMs <= 0 || mark !== generation) return;
      cache.set(sessionHash, user, Math.min(now + trustMs, expiresAt));
    },
    forget(sessionHash) {
      generation++;
      cache.delete(sessionHash);
    },
    forgetUser(username) {
      generation++;
      cache.deleteWhere((user) => user.username === username);
    },
  };
}
