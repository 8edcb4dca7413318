import type { Db } from '../../db/client.js';
import { takeAttempt, type Limit } from './throttle-repo.js';
import { takeAll } from './sign-in-throttle.js';

const HOUR = 3_600_000;
const perHour = (max: number): Limit => ({ max, windowMs: HOUR, baseDelayMs: HOUR, maxDelayMs: HOUR });

/** Mail to one address: 3 an hour whatever asks for it (reset, sign-up), so no one can flood an inbox. */
const mailLimit = perHour(3);
/** Sign-ups: 10 an hour per address, 200 an hour for the whole shop. */
export const signUpLimits = { address: perHour(10), all: perHour(200) };

/** Takes one message to this recipient from its allowance; false when it is spent (the message is dropped). */
export async function mailAllowed(db: Db, email: string, now: Date): Promise<boolean> {
  return (await takeAttempt(db, `mail:${email.toLowerCase()}`, mailLimit, now)) !== null;
}

/** Counts a sign-up against the address and the shop; refuses when one is spent. */
export const takeSignUp = (db: Db, ip: string, now: Date) =>
  takeAll(db, [[`signup:address:${ip}`, signUpLimits.address], ['signup:all', signUpLimits.all]], now, 'Too many new accounts from this connection.');
