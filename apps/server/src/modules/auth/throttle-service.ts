import { Status } from '@shop/contracts/status';
import type { Conn } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { countFailuresSince, deleteFailuresBefore, deleteFailuresOf, insertFailures } from './throttle-repo.js';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_PER_USER = 5;
const MAX_PER_ADDRESS = 20;

const userKey = (username: string) => `user:${username}`;
const addressKey = (ip: string) => `ip:${ip}`;

/** Refuses a sign-in when this username or address failed too often in the last 15 minutes. */
export async function assertNotThrottled(db: Conn, username: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - WINDOW_MS);
  const byUser = await countFailuresSince(db, userKey(username), since);
  const byAddress = await countFailuresSince(db, addressKey(ip), since);
  if (byUser >= MAX_PER_USER || byAddress >= MAX_PER_ADDRESS) {
    throw new AppError(Status.THROTTLED, 'Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  }
}

/** Records one failed sign-in for the username and the address, and forgets failures older than the window. */
export async function recordFailure(db: Conn, username: string, ip: string, now: Date) {
  await insertFailures(db, [userKey(username), addressKey(ip)], now);
  await deleteFailuresBefore(db, new Date(now.getTime() - WINDOW_MS));
}

/** Forgets the username's failures after a successful sign-in (the address keeps its count). */
export async function clearFailures(db: Conn, username: string) {
  await deleteFailuresOf(db, userKey(username));
}
