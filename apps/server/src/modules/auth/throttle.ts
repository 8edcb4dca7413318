import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import type { Conn } from '../../db/client.js';
import { loginFailures } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_PER_USER = 5;
const MAX_PER_ADDRESS = 20;

const userKey = (username: string) => `user:${username}`;
const addressKey = (ip: string) => `ip:${ip}`;

async function failuresSince(db: Conn, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)));
  return Number(row?.n ?? 0);
}

/** Refuses a sign-in when this username or address failed too often in the last 15 minutes. */
export async function assertNotThrottled(db: Conn, username: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - WINDOW_MS);
  const [byUser, byAddress] = [await failuresSince(db, userKey(username), since), await failuresSince(db, addressKey(ip), since)];
  if (byUser >= MAX_PER_USER || byAddress >= MAX_PER_ADDRESS) {
    throw new AppError(
      Status.THROTTLED,
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  }
}

/** Records one failed sign-in for the username and the address, and forgets failures older than the window. */
export async function recordFailure(db: Conn, username: string, ip: string, now: Date) {
  await db.insert(loginFailures).values([
    { key: userKey(username), at: now },
    { key: addressKey(ip), at: now },
  ]);
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - WINDOW_MS)));
}

export async function clearFailures(db: Conn, username: string) {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [userKey(username)]));
}
