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
import { existingAccountMail, signUpMail } from './mails.js';
import { mailAllowed, takeSignUp } from './send-limits.js';
import { oldPasswordSucceeded, takeOldPasswordAttempt } from './sign-in-throttle.js';

export interface NewAccount {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

/**
 * Creates a subscriber account with a mailed temporary password that must be changed at first sign-in.
 * An e-mail that already has an account gets a notice instead, and the answer is the same success, so
 * sign-up does not reveal whose e-mail is registered (docs/decisions/0034). A taken username must be said.
 */
export async function signUp(db: Db, mailer: Mailer, input: NewAccount, ip: string, now = new Date()) {
  const username = input.username.toLowerCase();
  const { firstname, lastname, email, phone } = input;
  await takeSignUp(db, ip, now);
  if (!(await mailAllowed(db, email, now))) {
    throw new AppError(Status.THROTTLED, 'Too many messages to this e-mail address. Please try again in an hour.');
  }
  const temp = temporaryPassword();
  const passwordHash = await hashPassword(sha256Hex(temp));
  let existing: { firstname: string; email: string } | undefined;
  try {
    await db.transaction(async (tx) => {
      if (await findUser(tx, username)) throw usernameTaken(username);
      const owner = await findUserByEmail(tx, email);
      if (owner) {
        existing = owner;
        return;
      }
      await insertUser(tx, { username, firstname, lastname, email, phone, passwordHash, subscriber: true, resetpassword: true, createdAt: now });
    });
  } catch (err) {
    // Two sign-ups racing for one username: the loser hears the username is taken, not a failure.
    if (isUniqueViolation(err)) throw usernameTaken(username);
    throw err;
  }
  await mailer.send(existing ? existingAccountMail(existing.email, existing.firstname) : signUpMail(email, firstname, username, temp));
  return { message: 'User added successfully!' };
}

const usernameTaken = (username: string) =>
  new AppError(Status.CONFLICT, `The username ${username} is already taken. Please choose another.`);

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
  await revokeUserSessions(db, username, now, sessionHash);
  // The presented session stays live but its cached copy still says a password change is required.
  cache.forgetUser(username);
  return { message: 'Password changed successfully.' };
}
