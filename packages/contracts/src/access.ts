export const roles = ['subscriber', 'vendor', 'loungeoperator'] as const;
export type Role = (typeof roles)[number];

export const permissionFlags = [
  'manageuser',
  'supervisor',
  'reportagent',
  'fulfillmentallowed',
  'assignmentallowed',
  'checkinallowed',
  'returnsallowed',
  'refundsallowed',
] as const;
export type PermissionFlag = (typeof permissionFlags)[number];

/** Who may make a call. `session` means any signed-in user, the internal guest included. */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'role'; roles: readonly Role[] }
  | { kind: 'flag'; flag: PermissionFlag };

export interface Principal {
  roles: readonly Role[];
  flags: readonly PermissionFlag[];
}

/** True when the principal satisfies the access rule (public and session rules are settled by the session check). */
export function allows(access: Access, who: Principal): boolean {
  switch (access.kind) {
    case 'public':
    case 'session':
      return true;
    case 'role':
      return access.roles.some((r) => who.roles.includes(r));
    case 'flag':
      return who.flags.includes(access.flag);
  }
}
