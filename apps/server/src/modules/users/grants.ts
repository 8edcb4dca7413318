import type { Role } from '@shop/contracts/access';
import { boxesFor, permissionBoxes, roleBoxes, staffFlags, type StaffFlag } from '@shop/contracts/staff-permissions';
import { Status } from '@shop/contracts/status';
import type { YN } from '@shop/contracts/common';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from './repo.js';

export type StaffRole = Exclude<Role, 'subscriber'>;
export type FlagValues = Record<StaffFlag, boolean>;

const labels = new Map([...roleBoxes, ...permissionBoxes.vendor, ...permissionBoxes.loungeoperator].map((b) => [b.flag, b.label]));
const roleName: Record<StaffRole, string> = { vendor: 'a vendor', loungeoperator: 'a lounge operator' };

/** The staff role of a user row: lounge operator before vendor. */
export const staffRoleOf = (u: Pick<UserRow, 'loungeoperator'>): StaffRole => (u.loungeoperator ? 'loungeoperator' : 'vendor');

export const flagsOf = (u: UserRow): FlagValues => Object.fromEntries(staffFlags.map((f) => [f, u[f]])) as FlagValues;

/**
 * The boxes a user manager sets on a user of `role` (back office section 2.10): a manager gives only the
 * permissions they hold themselves, and only the boxes of the user's role; a permission outside the role's
 * boxes that the user already has is kept as it is (the form does not show it). Clearing a box is always allowed.
 */
export function grantFlags(manager: UserRow, role: StaffRole, wanted: Record<StaffFlag, YN>, current?: FlagValues): FlagValues {
  const boxes = new Set(boxesFor(role).map((b) => b.flag));
  const out = {} as FlagValues;
  for (const flag of staffFlags) {
    const had = current?.[flag] ?? false;
    const want = wanted[flag] === 'Y';
    const label = labels.get(flag) ?? flag;
    if (!boxes.has(flag)) {
      if (want && !had) throw new AppError(Status.FORBIDDEN, `${label} is not a permission of ${roleName[role]} user.`);
      out[flag] = had;
      continue;
    }
    if (want && !had && !manager[flag]) {
      throw new AppError(Status.FORBIDDEN, `You can only give permissions you hold yourself: ${label}.`);
    }
    out[flag] = want;
  }
  return out;
}
