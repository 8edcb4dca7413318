import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { temporaryPassword } from './passwords.js';
import { mailAllowed } from './send-limits.js';
import { resetMail } from './mails.js';
import { insertReset } from './reset-repo.js';
import { checkRobot } from './robot-check.js';
import { takeAll } from './sign-in-throttle.js';
import { sha256Hex, hashToken } from './tokens.js';
import { findUser } from './user-repo.js';
import type { Limit } from './throttle-repo.js';

export const PASSWORD_RESET_DONE = 'Password reset completed';
export const RESET_LIFETIME_MS = 30 * 60_000;

const HOUR = 3_600_000;
const perHour = (max: number): Limit => ({ max, windowMs: HOUR, baseDelayMs: HOUR, maxDelayMs: HOUR });
/** Password resets: 3 an hour per username, 10 per address, 300 for the whole shop. */
export const resetLimits = { user: perHour(3), address: perHour(10), all: perHour(300) };

/** The stored form of a temporary password: SHA-256 of its wire value (itself a SHA-256). */
export const resetTokenHash = (wireValue: string) => hashToken(`reset:${wireValue}`);

/**
 * Mails a single-use temporary password, valid 30 minutes, when the account exists; the account's password
 * is untouched until the temporary one is used. Answers the same, in the same time, for any username.
 */
export async function requestReset(deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>, input: { username: string; challenge: string; solution: string }, ip: string, now: Date) {
  const db: Db = deps.db;
  const username = input.username.toLowerCase();
  await checkRobot(db, input.challenge, input.solution, now, deps.config.ROBOT_CHECK_BITS);
  await takeAll(
    db,
    [
      [`reset:address:${ip}`, resetLimits.address],
      ['reset:all', resetLimits.all],
      [`reset:user:${username}`, resetLimits.user],
    ],
    now,
    'Too many password reset requests.',
  );
  const temp = temporaryPassword();
  const tokenHash = resetTokenHash(sha256Hex(temp));
  const user = await findUser(db, username);
  if (user && user.status === 'A' && !user.internal) {
    await insertReset(db, { username, tokenHash, createdAt: now, expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS) });
    if (await mailAllowed(db, user.email, now)) {
      // Not awaited: writing or sending the mail must not make a known username slower than an unknown one.
      deps.mailer.send(resetMail(user.email, user.firstname, username, temp)).catch((err: unknown) => deps.log.error({ err }, 'reset mail failed'));
    }
  }
  return { message: PASSWORD_RESET_DONE };
}
