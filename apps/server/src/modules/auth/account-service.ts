import { Status } from '@shop/contracts/status';
import type { Db } from '../../db/client.js';
import type { SessionCache } from '../../calls/session-cache.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Mailer } from '../mail/mailer.js';
import { hashPassword, temporaryPassword, verifyPassword } from './passwords.js';
import { revokeUserSessions } from './session-repo.js';
import { sha256Hex } from './tokens.js';
import { findUser, findUserByEmail, insertUser, setPassword } from './user-repo.js';
import { signUpMail, resetMail } from './mails.js';

export interface NewAccount {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

export const PASSWORD_RESET_DONE = 'Password reset completed';

/** Creates a subscriber account with a mailed temporary password that must be changed at first sign-in. */
export async function signUp(db: Db, mailer: Mailer, input: NewAccount, now = new Date()) {
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
      await insertUser(tx, { username, firstname, lastname, email, phone, passwordHash, subscriber: true, resetpassword: true, createdAt: now });
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
export async function resetPassword(db: Db, cache: SessionCache, mailer: Mailer, rawUsername: string, now = new Date()) {
  const username = rawUsername.toLowerCase();
  const user = await findUser(db, username);
  if (user && user.status === 'A' && !user.internal) {
    const temp = temporaryPassword();
    await setPassword(db, username, await hashPassword(sha256Hex(temp)), true);
    await revokeUserSessions(db, username, now);
    cache.forgetUser(username);
    await mailer.send(resetMail(user.email, user.firstname, username, temp));
  }
  return { message: PASSWORD_RESET_DONE };
}

/** Changes the signed-in user's password, clears a forced reset and ends the user's other sessions. */
export async function changePassword(
  db: Db,
  cache: SessionCache,
  username: string,
  sessionHash: string,
  oldpassword: string,
  newpassword: string,
  now = new Date(),
) {
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
  await revokeUserSessions(db, username, now, sessionHash);
  // The presented session stays live but its cached copy still says a password change is required.
  cache.forgetUser(username);
  return { message: 'Password changed successfully.' };
}
