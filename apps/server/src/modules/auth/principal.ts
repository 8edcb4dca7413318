import type { PermissionFlag, Role } from '@shop/contracts/access';
import { permissionFlags } from '@shop/contracts/access';
import type { users } from '../../db/schema/users.js';
import type { SessionUser } from '../../calls/types.js';

export type UserRow = typeof users.$inferSelect;

/** The roles and permission flags a user row grants. */
export function principalOf(u: UserRow): SessionUser {
  const roles: Role[] = [];
  if (u.subscriber) roles.push('subscriber');
  if (u.vendor) roles.push('vendor');
  if (u.loungeoperator) roles.push('loungeoperator');
  const flags: PermissionFlag[] = permissionFlags.filter((f) => u[f]);
  return {
    username: u.username,
    internal: u.internal,
    resetpassword: u.resetpassword,
    vendorid: u.vendorid,
    roles,
    flags,
  };
}
