export const roles = ['subscriber', 'vendor', 'loungeoperator'] as const;
export type Role = (typeof roles)[number];

/** The profile's permission flags (back-office spec section 6), each Y or N on the user. */
export const permissionFlags = [
  'manageuser',
  'supervisor',
  'reportagent',
  'fulfillmentallowed',
  'assignmentallowed',
  'checkinallowed',
  'returnsallowed',
  'refundsallowed',
  'express',
] as const;
export type PermissionFlag = (typeof permissionFlags)[number];

/** One way in: any of `roles` (every role when absent) together with all of `flags`. */
export interface Rule {
  roles?: readonly Role[];
  flags?: readonly PermissionFlag[];
}

/**
 * Who may make a call or open a route. `session` means any signed-in user, the internal guest included;
 * `rules` lets in a signed-in user who passes any one of its rules. `scope: 'store'` says the call's data
 * is limited to the caller's own store or lounge (the server scopes its queries to it).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'rules'; anyOf: readonly Rule[]; scope?: 'store' };

export interface Principal {
  roles: readonly Role[];
  flags: readonly PermissionFlag[];
}

export const publicAccess = { kind: 'public' } as const satisfies Access;
export const sessionAccess = { kind: 'session' } as const satisfies Access;

/** An access rule that lets in whoever passes any one of the given rules. */
export const anyOf = (...rules: Rule[]): Access => ({ kind: 'rules', anyOf: rules });
/** Like anyOf, for calls whose data is limited to the caller's own store or lounge. */
export const scopedAnyOf = (...rules: Rule[]): Access => ({ kind: 'rules', anyOf: rules, scope: 'store' });

/** True when the principal passes the rule: one of its roles (if any are named) and every named flag. */
export function passes(rule: Rule, who: Principal): boolean {
  const roleOk = !rule.roles || rule.roles.some((r) => who.roles.includes(r));
  return roleOk && (rule.flags ?? []).every((f) => who.flags.includes(f));
}

/** True when the principal satisfies the access rule (public and session rules are settled by the session check). */
export function allows(access: Access, who: Principal): boolean {
  switch (access.kind) {
    case 'public':
    case 'session':
      return true;
    case 'rules':
      return access.anyOf.some((r) => passes(r, who));
  }
}
