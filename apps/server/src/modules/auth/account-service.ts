import { Status } from '@shop/contracts/status';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../../calls/types.js';
import type { CallRequestOut } from '../../calls/types.js';
import { USER_ADDED } from '@shop/contracts/staff-permissions';
import { newStaffGrants, staffUserOf } from '../users/service.js';
import { changesBetween } from '../audit/diff.js';
import { recordChange } from '../audit/repo.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { users } from '../../db/schema/users.js';
import { hashPassword, temporaryPassword, verifyPassword } from './passwords.js';
import { revokeUser } from './session-service.js';
import { sha256Hex } from './tokens.js';
import { findUser, findUserByEmail, insertUser, setPassword } from './user-repo.js';
import { existingAccountMail, signUpMail } from './mails.js';
import { mailAllowed, takeSignUp } from './send-limits.js';
import { oldPasswordSucceeded, takeOldPasswordAttempt } from './sign-in-throttle.js';

export type NewAccount = CallRequestOut<'adduser'>;

type Grants = Partial<typeof users.$inferInsert>;

const managesUsers = (by: SessionUser) => by.flags.includes('manageuser');

/**
 * What the new account may do (back-office spec: users management belongs to the manageuser flag). A user
 * manager's non-subscriber account is staff of the manager's own store (newStaffGrants). Anyone else, the
 * guest session signing a visitor up included, creates a subscriber only, whatever flags the request carries.
 */
async function grantsOf(db: Deps['db'], by: SessionUser, input: NewAccount): Promise<Grants> {
  if (!managesUsers(by)) return { subscriber: true };
  if (input.subscriber === 'Y') return { subscriber: true, adminuser: input.adminuser === 'Y', reportagent: input.reportagent === 'Y' };
  return newStaffGrants(db, by, input);
}

/**
 * Creates an account (see grantsOf) with a mailed temporary password that must be changed at first sign-in.
 * An e-mail that already has an account gets a notice instead, and the answer is the same success, so
 * sign-up does not reveal whose e-mail is registered (docs/decisions/0034). A taken username must be said.
 * Sign-ups by anyone but a user manager are limited per address.
 */
export async function addUser({ db, mailer, clock }: Deps, by: SessionUser, input: NewAccount, ip: string) {
  const now = clock.now();
  const username = input.username.toLowerCase();
  const { firstname, lastname, email, phone } = input;
  if (!managesUsers(by)) await takeSignUp(db, ip, now);
  if (!(await mailAllowed(db, email, now))) {
    throw new AppError(Status.THROTTLED, 'Too many messages to this e-mail address. Please try again in an hour.');
  }
  const grants = await grantsOf(db, by, input);
  const temp = temporaryPassword();
  const passwordHash = await hashPassword(sha256Hex(temp));
  let existing: { firstname: string; email: string } | undefined;
  try {
    await db.transaction(async (tx) => {
      if (await findUser(tx, username)) throw usernameTaken(username);
      const owner = await findUserByEmail(tx, email);
      // A user manager adding staff is told plainly; only an anonymous sign-up is kept from learning it.
      if (owner && managesUsers(by)) throw new AppError(Status.CONFLICT, `The email ${email} is already used by another account.`);
      if (owner) {
        existing = owner;
        return;
      }
      await insertUser(tx, { username, firstname, lastname, email, phone, passwordHash, ...grants, resetpassword: true, createdAt: now });
      // A manager's new staff user starts its history (a visitor's sign-up is nobody's change to review).
      if (grants.vendorid) {
        const changes = changesBetween(null, staffUserOf((await findUser(tx, username))!));
        await recordChange(tx, { entity: 'user', entityid: username, store: grants.vendorid, who: by.username, at: now, changes });
      }
    });
  } catch (err) {
    // Two sign-ups racing for one username: the loser hears the username is taken, not a failure.
    if (isUniqueViolation(err)) throw usernameTaken(username);
    throw err;
  }
  await mailer.send(existing ? existingAccountMail(existing.email, existing.firstname) : signUpMail(email, firstname, username, temp));
  return { message: USER_ADDED };
}

const usernameTaken = (username: string) =>
  new AppError(Status.CONFLICT, `The username ${username} is already taken. Please choose another.`);

/** Changes the signed-in user's password, clears a forced reset and ends the user's other sessions. */
export async function changePassword(deps: Deps, username: string, sessionHash: string, oldpassword: string, newpassword: string) {
  const { db } = deps;
  const now = deps.clock.now();
  await takeOldPasswordAttempt(db, username, now);
  const user = await findUser(db, username);
  if (!user || !(await verifyPassword(oldpassword, user.passwordHash))) {
    throw new AppError(Status.INVALID_REQUEST, 'The old password is not correct.');
  }
  await oldPasswordSucceeded(db, username);
  if (oldpassword === newpassword) {
    throw new AppError(Status.INVALID_REQUEST, 'The new password must be different from the old password.');
  }
  if (user.internal) {
    throw new AppError(Status.FORBIDDEN, 'The guest account password cannot be changed.');
  }
  await setPassword(db, username, await hashPassword(newpassword), false);
  // The presented session stays live; revokeUser also drops its cached copy, which still asks for a change.
  await revokeUser(deps, username, sessionHash);
  return { message: 'Password changed successfully.' };
}
