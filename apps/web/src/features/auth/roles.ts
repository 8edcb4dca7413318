import type { Role } from '@shop/contracts/access';
import type { UserDefault } from '@shop/contracts/auth';

/** The user's roles, staff first: the first one decides which version of a shared route (/, /orders) a user sees. */
export function rolesOf(u: UserDefault | undefined): Role[] {
  if (!u) return [];
  const roles: Role[] = [];
  if (u.loungeoperator === 'Y') roles.push('loungeoperator');
  if (u.vendor === 'Y') roles.push('vendor');
  if (u.subscriber === 'Y') roles.push('subscriber');
  return roles;
}
