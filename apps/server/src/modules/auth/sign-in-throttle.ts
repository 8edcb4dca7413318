import { Status } from '@shop/contracts/status';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { blockedUntil, clearKeys, giveBack, takeAttempt, type Limit } from './throttle-repo.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Sign-in limits (docs/decisions/0032). A username and address pair gets 5 tries, then waits 30 s, 1 min,
 * 2 min... An address gets 20 tries in 15 minutes across every username. A username gets 20 tries from all
 * addresses together, then waits longer and longer; a completed password reset lifts that lock, so an
 * attacker elsewhere cannot keep the owner out for good.
 */
export const signInLimits = {
  pair: { max: 5, windowMs: HOUR, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE },
  address: { max: 20, windowMs: 15 * MINUTE, baseDelayMs: MINUTE, maxDelayMs: HOUR },
  user: { max: 20, windowMs: 24 * HOUR, baseDelayMs: 5 * MINUTE, maxDelayMs: 24 * HOUR },
} satisfies Record<string, Limit>;

export const keysOf = (username: string, ip: string) => ({
  pair: `signin:pair:${username}|${ip}`,
  address: `signin:address:${ip}`,
  user: `signin:user:${username}`,
});

function waitMessage(until: Date | null, now: Date, what: string) {
  const minutes = Math.max(1, Math.ceil(((until?.getTime() ?? now.getTime()) - now.getTime()) / MINUTE));
  return `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Takes one attempt from every limit of a list in one transaction, before any password is hashed: all
 * are taken or none (a refused attempt costs nothing and counts nowhere). Throws when one refuses.
 */
export async function takeAll(db: Db, entries: [string, Limit][], now: Date, what: string) {
  let refused: string | null = null;
  await db
    .transaction(async (tx) => {
      for (const [key, limit] of entries) {
        if ((await takeAttempt(tx, key, limit, now)) === null) {
          refused = key;
          throw new Error('refused');
        }
      }
    })
    .catch((err: unknown) => {
      if (!refused) throw err;
    });
  if (refused) throw new AppError(Status.THROTTLED, waitMessage(await blockedUntil(db, refused), now, what));
}

const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts.';

/** Counts a sign-in attempt against the address and the username and address pair; refuses when one is spent. */
export async function takeSignInAttempt(db: Db, username: string, ip: string, now: Date) {
  const k = keysOf(username, ip);
  await takeAll(db, [[k.address, signInLimits.address], [k.pair, signInLimits.pair]], now, TOO_MANY_SIGN_INS);
}

/**
 * Counts the attempt against the username from every address; a refusal here gives the address and pair
 * their try back, so the owner's own tries while an attacker holds the lock do not block the owner further.
 */
export async function takeUserAttempt(db: Db, username: string, ip: string, now: Date) {
  const k = keysOf(username, ip);
  try {
    await takeAll(db, [[k.user, signInLimits.user]], now, TOO_MANY_SIGN_INS);
  } catch (err) {
    await giveBack(db, k.pair, signInLimits.pair);
    await giveBack(db, k.address, signInLimits.address);
    throw err;
  }
}

/** A right password: the username's and the pair's failures are forgotten, the address gets its try back. */
export async function signInSucceeded(db: Db, username: string, ip: string) {
  const k = keysOf(username, ip);
  await clearKeys(db, [k.pair, k.user]);
  await giveBack(db, k.address, signInLimits.address);
}

/** A completed password reset lifts the username's lock, from every address. */
export async function liftSignInLock(db: Db, username: string) {
  await clearKeys(db, [keysOf(username, '').user]);
}

const changeLimit: Limit = { max: 5, windowMs: HOUR, baseDelayMs: MINUTE, maxDelayMs: HOUR };
const changeKey = (username: string) => `changepassword:${username}`;

/** Counts a check of changepassword's old password, before it is hashed. */
export const takeOldPasswordAttempt = (db: Db, username: string, now: Date) =>
  takeAll(db, [[changeKey(username), changeLimit]], now, 'Too many wrong old passwords.');

export const oldPasswordSucceeded = (db: Db, username: string) => clearKeys(db, [changeKey(username)]);
