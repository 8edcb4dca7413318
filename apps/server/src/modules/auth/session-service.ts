import type { Conn } from '../../db/client.js';
import { insertSession } from './session-repo.js';
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
