import { Status } from '@shop/contracts/status';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { registerSessionBridge } from '../../lib/session-bridge';
import { runSignOutHooks } from '../../lib/sign-out-hooks';
import { useSession, type LoginDetail } from './session-store';
import './storage-owner';

export const RENEW_AFTER_MS = 50 * 60 * 1000;
export const CHECK_EVERY_MS = 300_000;

/** The first visit's silent guest sign-in, while it runs: a sign-in waits for it, so its answer cannot replace the user's. */
let firstGuest: Promise<unknown> = Promise.resolve();

/** Signs in with a username and password; Keep me Signed In (terms) keeps the session across browser restarts. */
export async function signIn(username: string, password: string, keep: boolean): Promise<LoginDetail> {
  await firstGuest;
  // The hash library and the guest cart's adoption load with the first sign-in, not with every first page.
  const [{ hashPassword }, { adoptFromGuest }] = await Promise.all([import('../../lib/sha256'), import('../cart/adopt-guest-cart')]);
  const data = await call(
    'login',
    { username, password: hashPassword(password), terms: keep ? 'Y' : 'N', internal: 'N', silentLogin: 'N' },
    { anonymous: true },
  );
  const detail: LoginDetail = { ...data, terms: keep ? 'Y' : 'N', time: Date.now() };
  const before = useSession.getState().detail;
  useSession.getState().set(detail);
  // A guest who signs in keeps the cart they were filling (decision 0040).
  if (before?.internal === 'Y' && detail.internal !== 'Y') adoptFromGuest({ username: before.username, guest: true });
  return detail;
}

/** Signs a visitor in silently as the shop's internal default user, so they can browse at once. */
export async function signInAsGuest(): Promise<LoginDetail> {
  const data = await call('login', { silentLogin: 'Y', internal: 'Y' }, { anonymous: true });
  const detail: LoginDetail = { ...data, terms: 'N', time: Date.now() };
  useSession.getState().set(detail);
  return detail;
}

let renewing: Promise<boolean> | null = null;

/**
 * Renews the session (once at a time) with the renewal token, which the browser holds in an HttpOnly cookie
 * that no script can read; a guest, who has none, signs in silently again.
 */
export function renewSession(): Promise<boolean> {
  renewing ??= (async () => {
    const detail = useSession.getState().detail;
    try {
      if (!detail) return false;
      const fresh = await call('renewsession', { username: detail.username }, { anonymous: true });
      useSession.getState().patch({ ...fresh, time: Date.now() });
      return true;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (detail?.internal === 'Y') return signInAsGuest().then(() => true, () => false);
      // A deactivated account is refused by name (LOGIN_FAILED); an expired or revoked session needs no words.
      useSession.getState().clear('signed-out', err.status === Status.LOGIN_FAILED ? err.message : undefined);
      return false;
    } finally {
      renewing = null;
    }
  })();
  return renewing;
}

/** Revokes the session on the server, clears storage and the cart, and continues as a guest. */
export async function signOut() {
  try {
    await call('logout', {});
  } catch {
    // The session is cleared locally whatever the server says.
  }
  localStorage.clear();
  sessionStorage.clear();
  runSignOutHooks();
  useSession.getState().clear('starting');
  await signInAsGuest().catch(() => useSession.getState().clear());
}

/** Records that the user has replaced a temporary password, which lifts the forced reset. */
export function clearForcedReset() {
  const { detail, patch } = useSession.getState();
  if (detail) patch({ userdefault: { ...detail.userdefault, resetpassword: 'N' } });
}

/** Restores a stored sign-in (renewing it when older than 50 minutes) or signs in silently as a guest. */
export async function startSession() {
  const { detail } = useSession.getState();
  if (!detail) {
    firstGuest = signInAsGuest().catch(() => useSession.getState().clear());
    await firstGuest;
    return;
  }
  if (Date.now() - detail.time > RENEW_AFTER_MS && !(await renewSession())) return;
  // A store's staff member may have been deactivated or re-permissioned, which ends their sessions at once
  // (docs/decisions/0085): a reload finds out before showing a dashboard of flags they no longer hold.
  if (detail.userdefault.vendorid && detail.internal !== 'Y') {
    await call('checksession', {}).catch(() => undefined);
    if (!useSession.getState().detail) return;
  }
  useSession.setState({ phase: 'ready' });
}

/** Every 5 minutes: renew a session older than 50 minutes, otherwise check it is still live. */
export async function keepSessionAlive() {
  const { detail } = useSession.getState();
  if (!detail) return;
  if (Date.now() - detail.time > RENEW_AFTER_MS) await renewSession();
  else await call('checksession', {}).catch(() => undefined);
}

registerSessionBridge({
  credentials: () => {
    const d = useSession.getState().detail;
    return { username: d?.username ?? '', sessionid: d?.sessionid ?? '' };
  },
  recover: renewSession,
});
