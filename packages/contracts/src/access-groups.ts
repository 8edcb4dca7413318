/**
 * The shop's access groups, named once (issue #28 item 5): the call table (calls.ts) and the web's route table
 * (apps/web/src/app/route-table.ts) both say who may call or open something with these, so a page and the
 * calls behind it cannot drift apart under two names. Sections cite the back office specification.
 */
import { anyOf, roles, scopedAnyOf, type PermissionFlag, type Role } from './access.js';

export const staffRoles: readonly Role[] = ['vendor', 'loungeoperator'];

/** Staff (vendor or lounge operator) holding every one of the flags. */
export const staffWith = (...flags: PermissionFlag[]) => anyOf({ roles: staffRoles, flags });

/** Every signed-in role. */
export const everyone = anyOf({ roles: [...roles] });
export const subscribers = anyOf({ roles: ['subscriber'] });
/** Who fills a cart: subscribers, and lounge operators for a walk-in sale (section 6). */
export const shoppers = anyOf({ roles: ['subscriber', 'loungeoperator'] });
/** Shoppers see their own orders; staff the orders of their store, lounge or assignment (checked per order). */
export const orderPeople = anyOf({ roles: ['subscriber', ...staffRoles] });
export const staff = anyOf({ roles: staffRoles });
/** Staff whose data is limited to their own store or lounge. */
export const storeStaff = scopedAnyOf({ roles: staffRoles });
export const vendorsOnly = anyOf({ roles: ['vendor'] });
export const lounge = anyOf({ roles: ['loungeoperator'] });
/** Lounge operators, their data limited to their lounge. */
export const loungeStaff = scopedAnyOf({ roles: ['loungeoperator'] });
/** Store supervisors of either kind: a store's own products (section 6, decision 0080). */
export const supervisors = staffWith('supervisor');
/**
 * Lounge operator supervisors, who run the airport's catalogue: vendors, vendor masters, class types,
 * classifications, categories, the product master and their pictures.
 */
export const loungeSupervisors = anyOf({ roles: ['loungeoperator'], flags: ['supervisor'] });
/** Users management belongs to the manageuser flag. */
export const userManagers = staffWith('manageuser');
