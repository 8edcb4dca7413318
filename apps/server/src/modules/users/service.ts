import type { StaffFlag } from '@shop/contracts/staff-permissions';
import { USER_UPDATED } from '@shop/contracts/staff-permissions';
import type { StaffUser, EditUserRequest } from '@shop/contracts/users';
import { Status } from '@shop/contracts/status';
import type { YN } from '@shop/contracts/common';
import type { Deps } from '../../deps.js';
import type { Conn } from '../../db/client.js';
import type { SessionUser } from '../../calls/types.js';
import { callerStore } from '../../calls/store-scope.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { yn } from '../../lib/yn.js';
import { findUser } from '../auth/user-repo.js';
import { revokeUser } from '../auth/session-service.js';
import { flagsOf, grantFlags, staffRoleOf, type FlagValues } from './grants.js';
import { changesBetween } from '../audit/diff.js';
import { recordChange } from '../audit/repo.js';
import * as repo from './repo.js';

export const MANAGE_USERS_ONLY = 'Users management needs the manage users permission.';

/** A user as the users table, the form and the change history show it. */
export const staffUserOf = (u: repo.UserRow): StaffUser => ({
  username: u.username,
  firstname: u.firstname,
  lastname: u.lastname,
  email: u.email,
  phone: u.phone,
  status: u.status,
  vendor: yn(u.vendor),
  loungeoperator: yn(u.loungeoperator),
  ...(Object.fromEntries(Object.entries(flagsOf(u)).map(([f, v]) => [f, yn(v)])) as Record<StaffFlag, YN>),
});

/**
 * Without an order item: the users of the caller's store, for a user manager. With one: the active agents
 * of the item's store, for staff of that store or a lounge operator at the order's airport.
 */
export async function getUsers({ db }: Deps, by: SessionUser, req: { orderitemid?: number }): Promise<StaffUser[]> {
  const store = callerStore({ user: by });
  if (req.orderitemid === undefined) {
    if (!by.flags.includes('manageuser')) throw new AppError(Status.FORBIDDEN, MANAGE_USERS_ONLY);
    return (await repo.listStoreUsers(db, store)).map(staffUserOf);
  }
  const item = await repo.findOrderItemStore(db, req.orderitemid);
  const lounge = by.roles.includes('loungeoperator') ? await repo.findStore(db, store) : undefined;
  if (!item || (item.vendorid !== store && lounge?.airportid !== item.airportid)) {
    throw notFound(`Order item ${req.orderitemid} was not found.`);
  }
  return (await repo.listStoreUsers(db, item.vendorid, true)).map(staffUserOf);
}

/** The manager's own row, read fresh: what they hold now, not what their session was issued with. */
async function managerRow(db: Conn, by: SessionUser) {
  const row = await findUser(db, by.username);
  if (!row) throw new AppError(Status.FORBIDDEN, MANAGE_USERS_ONLY);
  return row;
}

/**
 * What a user manager's new staff user gets: the manager's store and staff role, the store's express flag,
 * the boxes asked for (grantFlags), and status I until the manager activates them.
 */
export async function newStaffGrants(db: Deps['db'], by: SessionUser, wanted: Record<StaffFlag, YN>) {
  const vendorid = callerStore({ user: by });
  const manager = await managerRow(db, by);
  const role = staffRoleOf(manager);
  const store = await repo.findStore(db, vendorid);
  return {
    subscriber: false,
    vendor: role === 'vendor',
    loungeoperator: role === 'loungeoperator',
    vendorid,
    express: store?.express ?? false,
    status: 'I' as const,
    ...grantFlags(manager, role, wanted),
  };
}

const changedFlags = (a: FlagValues, b: FlagValues) => (Object.keys(a) as StaffFlag[]).filter((f) => a[f] !== b[f]);

/**
 * Changes a user of the manager's own store: details, status and boxes (the username never changes). A
 * manager cannot deactivate themselves. Deactivating a user or changing their permissions ends their
 * sessions at once (revokeUser; staff sessions are never cached, docs/decisions/0085), the manager's own
 * current session excepted.
 */
export async function editUser(deps: Deps, by: SessionUser, sessionHash: string, req: EditUserRequest) {
  const { db } = deps;
  const store = callerStore({ user: by });
  const self = req.username === by.username;
  let revoke = false;
  try {
    await db.transaction(async (tx) => {
      const target = await findUser(tx, req.username);
      if (!target || target.internal || target.vendorid !== store) throw notFound(`User ${req.username} is not a user of your store.`);
      if (self && req.status !== 'A') throw new AppError(Status.FORBIDDEN, 'You cannot deactivate your own account.');
      const manager = await managerRow(tx, by);
      const before = flagsOf(target);
      const flags = grantFlags(manager, staffRoleOf(target), req, before);
      const { firstname, lastname, email, phone, status } = req;
      const row = { firstname, lastname, email, phone, status, ...flags };
      await repo.updateUserRow(tx, target.username, row);
      const changes = changesBetween(staffUserOf(target), staffUserOf({ ...target, ...row }));
      await recordChange(tx, { entity: 'user', entityid: target.username, store, who: by.username, at: deps.clock.now(), changes });
      revoke = status !== target.status || changedFlags(before, flags).length > 0;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(Status.CONFLICT, `The email ${req.email} is already used by another account.`);
    throw err;
  }
  if (revoke) await revokeUser(deps, req.username, self ? sessionHash : undefined);
  return { message: USER_UPDATED };
}
