import type { PermissionFlag, Role } from './access.js';

/** The user form's boxes (back office section 2.10): the roles and each staff role's permissions, by label. */
export type StaffFlag = Extract<PermissionFlag, 'reportagent' | 'supervisor' | 'fulfillmentallowed' | 'assignmentallowed' | 'checkinallowed' | 'returnsallowed' | 'refundsallowed'> | 'adminuser';

export interface FlagBox {
  flag: StaffFlag;
  label: string;
}

/** Roles every staff user may be given: Report Agent and Admin User. */
export const roleBoxes: readonly FlagBox[] = [
  { flag: 'reportagent', label: 'Report Agent' },
  { flag: 'adminuser', label: 'Admin User' },
];

/** The permission boxes of a vendor's users and of a lounge operator's users. */
export const permissionBoxes: Record<Exclude<Role, 'subscriber'>, readonly FlagBox[]> = {
  vendor: [
    { flag: 'fulfillmentallowed', label: 'Fulfillment' },
    { flag: 'assignmentallowed', label: 'Assignment' },
    { flag: 'checkinallowed', label: 'Check In Returns' },
    { flag: 'supervisor', label: 'Supervisor' },
  ],
  loungeoperator: [
    { flag: 'fulfillmentallowed', label: 'Fulfillment' },
    { flag: 'checkinallowed', label: 'Check In' },
    { flag: 'returnsallowed', label: 'Returns' },
    { flag: 'refundsallowed', label: 'Refunds' },
    { flag: 'supervisor', label: 'Supervisor' },
  ],
};

/** Every flag the user form may set, roles first. */
export const staffFlags: readonly StaffFlag[] = [
  'reportagent',
  'adminuser',
  'fulfillmentallowed',
  'assignmentallowed',
  'checkinallowed',
  'returnsallowed',
  'refundsallowed',
  'supervisor',
];

/** The boxes a user of this staff role shows: the roles, then the role's permissions. */
export const boxesFor = (role: Exclude<Role, 'subscriber'>): readonly FlagBox[] => [...roleBoxes, ...permissionBoxes[role]];

export const USER_ADDED = 'User added successfully!';
export const USER_UPDATED = 'User updated successfully!';
