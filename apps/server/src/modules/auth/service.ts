import type { LoginData } from '@shop/contracts/auth';
import { Status } from '@shop/contracts/status';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, sessionExpired } from '../../lib/app-error.js';
import { loginPayload } from './login-service.js';
import { verifyPassword } from './passwords.js';
import { endSession, issueSession } from './session-service.js';
import { findLiveSession, findRenewableSession, revokeSession } from './session-repo.js';
import { assertNotThrottled, clearFailures, recordFailure } from './throttle-service.js';
import { findDefaultInternalUser, findUser } from './user-repo.js';
import type { UserRow } from './principal.js';
import { hashToken } from './tokens.js';

export interface LoginInput {
  username: string;
  password: string;
  terms: 'Y' | 'N';
  internal: 'Y' | 'N';
  silentLogin: 'Y' | 'N';
}

const BAD_CREDENTIALS = 'Invalid username or password.';

async function signedIn(db: Db, user: UserRow, keep: boolean, now: Date): Promise<LoginData> {
  const session = await issueSession(db, user.username, keep, now);
  return { ...session, ...(await loginPayload(db, user)) };
}

/** Signs in with a username and hashed password, or silently as the default internal user. */
export async function login({ db, clock }: Deps, input: LoginInput, ip: string): Promise<LoginData> {
  const now = clock.now();
  if (input.silentLogin === 'Y' && input.internal === 'Y' && !input.password) {
    const guest = await findDefaultInternalUser(db);
    if (!guest) throw new AppError(Status.LOGIN_FAILED, 'The shop is not open for browsing right now.');
    return signedIn(db, guest, false, now);
  }
  const username = input.username.trim().toLowerCase();
  if (!username) throw new AppError(Status.INVALID_REQUEST, 'Username is required.');
  if (!input.password) throw new AppError(Status.INVALID_REQUEST, 'Password is required.');
  await assertNotThrottled(db, username, ip, now);
  const user = await findUser(db, username);
  const ok = user ? await verifyPassword(input.password, user.passwordHash) : false;
  if (!user || !ok) {
    await recordFailure(db, username, ip, now);
    throw new AppError(Status.LOGIN_FAILED, BAD_CREDENTIALS);
  }
  if (user.status !== 'A') {
    throw new AppError(Status.LOGIN_FAILED, 'Your account is inactive. Please contact the lounge administrator.');
  }
  await clearFailures(db, username);
  return signedIn(db, user, input.terms === 'Y', now);
}

/** Swaps a renewal token for a fresh session and token; the old session and token stop working. */
export async function renew({ db, sessions: cache, clock }: Deps, renewaltoken: string) {
  const now = clock.now();
  let revoked: string | undefined;
  const issued = await db.transaction(async (tx) => {
    const old = await findRenewableSession(tx, hashToken(renewaltoken), now);
    if (!old || !(await revokeSession(tx, old.idHash, now))) {
      throw sessionExpired();
    }
    revoked = old.idHash;
    const user = await findUser(tx, old.username);
    if (!user || user.status !== 'A') {
      throw sessionExpired();
    }
    return issueSession(tx, old.username, old.keep, now);
  });
  // Only once committed: a check before then still finds the old session live in the database.
  if (revoked) cache.forget(revoked);
  return issued;
}

/** Answers when the presented session expires. */
export async function checkSession({ db, clock }: Deps, sessionHash: string) {
  const row = await findLiveSession(db, sessionHash, clock.now());
  if (!row) throw sessionExpired();
  return { valid: true as const, sessionexpires: row.session.expiresAt.toISOString() };
}

/** Revokes the presented session, and with it its renewal token. */
export async function logout(deps: Deps, sessionHash: string) {
  await endSession(deps, sessionHash);
  return { message: 'You have been signed out.' };
}
