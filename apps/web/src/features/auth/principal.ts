import { permissionFlags, type Principal, type Role } from '@shop/contracts/access';
import type { UserDefault } from '@shop/contracts/auth';
import { useSession } from './session-store';

const none: Principal = { roles: [], flags: [] };

/** The roles and permission flags the signed-in user's profile grants: what `allows()` reads. */
export function principalOf(u: UserDefault | undefined): Principal {
  if (!u) return none;
  const roles: Role[] = [];
  if (u.subscriber === 'Y') roles.push('subscriber');
  if (u.vendor === 'Y') roles.push('vendor');
  if (u.loungeoperator === 'Y') roles.push('loungeoperator');
  return { roles, flags: permissionFlags.filter((f) => u[f] === 'Y') };
}

/** The shop's guest, as whom a visitor without a session is signed in silently when the app starts. */
export const guestPrincipal: Principal = { roles: ['subscriber'], flags: [] };

let last: { u: UserDefault | undefined; who: Principal } = { u: undefined, who: none };

/**
 * The signed-in user's principal, the same object while the profile is unchanged. While a visit without a
 * session is starting, the guest's, whom the visitor is about to be: the header and a first view the server
 * drew (docs/decisions/0059) show at once what they show once the guest sign-in has answered.
 */
export function usePrincipal(): Principal {
  const u = useSession((s) => s.detail?.userdefault);
  const arriving = useSession((s) => !s.detail && s.phase === 'starting');
  if (last.u !== u) last = { u, who: principalOf(u) };
  return arriving ? guestPrincipal : last.who;
}
