import type { LoginData } from '@shop/contracts/auth';
import { Status } from '@shop/contracts/status';
import type { Deps } from '../../deps.js';
import type { HttpContext } from '../../calls/http-context.js';
import { AppError, sessionExpired } from '../../lib/app-error.js';
import { loginPayload } from './login-service.js';
import { verifyDummy, verifyPassword } from './passwords.js';
import { endSession, issueSession } from './session-service.js';
import { findLiveSession, findSessionByRenewal, revokeFamily, revokeSession } from './session-repo.js';
import { findDefaultInternalUser, findUser } from './user-repo.js';
import { principalOf, type UserRow } from './principal.js';
import { trustSession } from '../../calls/session.js';
import { hashToken } from './tokens.js';
import { clearRenewalCookie, renewalCookieOf, setRenewalCookie } from './renewal-cookie.js';
import { completeReset, findResetFor } from './reset-completion.js';
import { signInSucceeded, takeSignInAttempt, takeUserAttempt } from './sign-in-throttle.js';

export interface LoginInput {
  username: string;
  password: string;
  terms: 'Y' | 'N';
  internal: 'Y' | 'N';
  silentLogin: 'Y' | 'N';
}

export type LoginDeps = Pick<Deps, 'db' | 'sessions' | 'mailer' | 'clock'> & { http: HttpContext };

const BAD_CREDENTIALS = 'Invalid username or password.';
/** Said at sign-in, and when a deactivated user's renewal is refused. */
const INACTIVE_ACCOUNT = 'Your account is inactive. Please contact the lounge administrator.';

async function signedIn(d: LoginDeps, user: UserRow, keep: boolean, now: Date, guestAddress?: string): Promise<LoginData> {
  const mark = d.sessions.mark();
  const { renewaltoken, renewableUntil, ...session } = await issueSession(d.db, user.username, { keep, guestAddress }, now);
  // The session is known live: the calls a shopper makes right after signing in need not read it back. An inactive
  // account's session is refused on its first call, as the database read would.
  if (user.status === 'A') trustSession(d.sessions, { sessionHash: hashToken(session.sessionid), user: principalOf(user), expiresAt: new Date(session.sessionexpires), mark, now: now.getTime() });
  // Guests renew by signing in silently again; only a person's sign-in gets a renewal cookie.
  if (!guestAddress) setRenewalCookie(d.http, renewaltoken, renewableUntil, now);
  return { ...session, ...(await loginPayload(d.db, user)) };
}

/**
 * Signs in with a username and hashed password, or silently as the default internal user. Every attempt is
 * counted before any hashing (docs/decisions/0032); an unknown username costs the same hash as a known one.
 */
export async function login(d: LoginDeps, input: LoginInput, ip: string): Promise<LoginData> {
  const now = d.clock.now();
  if (input.silentLogin === 'Y' && input.internal === 'Y' && !input.password) {
    const guest = await findDefaultInternalUser(d.db);
    if (!guest) throw new AppError(Status.LOGIN_FAILED, 'The shop is not open for browsing right now.');
    return signedIn(d, guest, false, now, ip);
  }
  const username = input.username.trim().toLowerCase();
  if (!username) throw new AppError(Status.INVALID_REQUEST, 'Username is required.');
  if (!input.password) throw new AppError(Status.INVALID_REQUEST, 'Password is required.');
  await takeSignInAttempt(d.db, username, ip, now);
  const user = await findUser(d.db, username);
  // A mailed temporary password is checked first and cheaply (a SHA-256 lookup): it lifts a username lock.
  const reset = await findResetFor(d.db, username, input.password, now);
  if (user && reset && (await completeReset(d, user, reset.id, input.password, now))) {
    await signInSucceeded(d.db, username, ip);
    return signedIn(d, { ...user, resetpassword: true }, input.terms === 'Y', now);
  }
  await takeUserAttempt(d.db, username, ip, now);
  const ok = user ? await verifyPassword(input.password, user.passwordHash) : await verifyDummy(input.password);
  if (!user || !ok) throw new AppError(Status.LOGIN_FAILED, BAD_CREDENTIALS);
  if (user.status !== 'A') {
    throw new AppError(Status.LOGIN_FAILED, INACTIVE_ACCOUNT);
  }
  await signInSucceeded(d.db, username, ip);
  // A sign-up's temporary password has now been used: its mailed copy need not keep it.
  if (user.resetpassword) await d.mailer.forget(input.password);
  return signedIn(d, user, input.terms === 'Y', now);
}

/**
 * Swaps the renewal cookie for a fresh session and token in the same chain, never past the chain's end.
 * A token that was already spent means a copy is in other hands: the whole chain ends.
 */
export async function renew(d: LoginDeps, username: string) {
  const now = d.clock.now();
  const token = renewalCookieOf(d.http);
  if (!token) throw sessionExpired();
  const forget: string[] = [];
  const outcome = await d.db.transaction(async (tx) => {
    const old = await findSessionByRenewal(tx, hashToken(token));
    if (!old || (username && username.toLowerCase() !== old.username)) return null;
    const user = await findUser(tx, old.username);
    // A deactivated user is told why their session ended (deactivation revoked it: docs/decisions/0085).
    const ended = user && user.status !== 'A' ? ('inactive' as const) : null;
    if (old.revokedAt || !(await revokeSession(tx, old.idHash, now))) {
      forget.push(...(await revokeFamily(tx, old.family ?? old.idHash, now)));
      return ended;
    }
    forget.push(old.idHash);
    if (ended) return ended;
    if (old.renewableUntil <= now || !user) return null;
    return issueSession(tx, old.username, { keep: old.keep, family: old.family ?? old.idHash, renewableUntil: old.renewableUntil }, now);
  });
  // Only once committed: a check before then still finds the old session live in the database.
  for (const h of forget) d.sessions.forget(h);
  if (outcome === 'inactive') {
    clearRenewalCookie(d.http);
    throw new AppError(Status.LOGIN_FAILED, INACTIVE_ACCOUNT);
  }
  if (!outcome) {
    clearRenewalCookie(d.http);
    throw sessionExpired();
  }
  setRenewalCookie(d.http, outcome.renewaltoken, outcome.renewableUntil, now);
  return { sessionid: outcome.sessionid, sessionexpires: outcome.sessionexpires };
}

/** Answers when the presented session expires. */
export async function checkSession({ db, clock }: Pick<Deps, 'db' | 'clock'>, sessionHash: string) {
  const row = await findLiveSession(db, sessionHash, clock.now());
  if (!row) throw sessionExpired();
  return { valid: true as const, sessionexpires: row.session.expiresAt.toISOString() };
}

/** Revokes the presented session, and with it its renewal token. */
export async function logout(d: LoginDeps, sessionHash: string) {
  await endSession(d, sessionHash);
  clearRenewalCookie(d.http);
  return { message: 'You have been signed out.' };
}
