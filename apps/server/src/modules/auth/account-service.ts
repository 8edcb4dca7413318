import { Status } from '@shop/contracts/status';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../../calls/types.js';
import { callerStore } from '../../calls/store-scope.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { hashPassword, temporaryPassword, verifyPassword } from './passwords.js';
import { revokeUser } from './session-service.js';
import { sha256Hex } from './tokens.js';
import { findUser, findUserByEmail, insertUser, setPassword } from './user-repo.js';
import { signUpMail, resetMail } from './mails.js';
import type { users } from '../../db/schema/users.js';

export interface NewAccount {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  adminuser: 'Y' | 'N';
  subscriber: 'Y' | 'N';
  reportagent: 'Y' | 'N';
}

type Grants = Pick<typeof users.$inferInsert, 'subscriber' | 'vendor' | 'loungeoperator' | 'adminuser' | 'reportagent' | 'vendorid'>;

/**
 * What the new account may do (back-office spec: users management belongs to the manageuser flag). A user
 * manager sets the flags asked for, and an account that is not a subscriber joins the manager's own store
 * with the manager's staff role. Anyone else, the guest session signing a visitor up included, creates a
 * subscriber only, whatever flags the request carries.
 */
function grantsOf(by: SessionUser, input: NewAccount): Grants {
  if (!by.flags.includes('manageuser')) return { subscriber: true };
  const grants = { adminuser: input.adminuser === 'Y', reportagent: input.reportagent === 'Y' };
  if (input.subscriber === 'Y') return { ...grants, subscriber: true };
  return {
    ...grants,
    subscriber: false,
    vendor: by.roles.includes('vendor'),
    loungeoperator: by.roles.includes('loungeoperator'),
    vendorid: callerStore({ user: by }),
  };
}

export const PASSWORD_RESET_DONE = 'Password reset completed';

/** Creates an account (see grantsOf) with a mailed temporary password that must be changed at first sign-in. */
export async function addUser({ db, mailer, clock }: Deps, by: SessionUser, input: NewAccount) {
  const now = clock.now();
  const grants = grantsOf(by, input);
  const username = input.username.toLowerCase();
  const temp = temporaryPassword();
  const passwordHash = await hashPassword(sha256Hex(temp));
  const { firstname, lastname, email, phone } = input;
  try {
    await db.transaction(async (tx) => {
      if (await findUser(tx, username)) {
        throw new AppError(Status.CONFLICT, `The username ${username} is already taken. Please choose another.`);
      }
      if (await findUserByEmail(tx, email)) {
        throw new AppError(Status.CONFLICT, `An account with the email ${email} already exists.`);
      }
      await insertUser(tx, { username, firstname, lastname, email, phone, passwordHash, ...grants, resetpassword: true, createdAt: now });
    });
  } catch (err) {
    // Two sign-ups racing for one username or e-mail: the loser gets a conflict, not a failure.
    if (isUniqueViolation(err)) {
      throw new AppError(Status.CONFLICT, 'That username or email has just been registered. Please choose another.');
    }
    throw err;
  }
  await mailer.send(signUpMail(email, firstname, username, temp));
  return { message: 'User added successfully!' };
}

/** Mails a new temporary password when the account exists; answers the same either way. */
export async function resetPassword(deps: Deps, rawUsername: string) {
  const { db, mailer } = deps;
  const username = rawUsername.toLowerCase();
  const user = await findUser(db, username);
  if (user && user.status === 'A' && !user.internal) {
    const temp = temporaryPassword();
    await setPassword(db, username, await hashPassword(sha256Hex(temp)), true);
    await revokeUser(deps, username);
    await mailer.send(resetMail(user.email, user.firstname, username, temp));
  }
  return { message: PASSWORD_RESET_DONE };
}

/** Changes the signed-in user's password, clears a forced reset and ends the user's other sessions. */
export async function changePassword(deps: Deps, username: string, sessionHash: string, oldpassword: string, newpassword: string) {
  const { db } = deps;
  const user = await findUser(db, username);
  if (!user || !(await verifyPassword(oldpassword, user.passwordHash))) {
    throw new AppError(Status.INVALID_REQUEST, 'The old password is not correct.');
  }
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
