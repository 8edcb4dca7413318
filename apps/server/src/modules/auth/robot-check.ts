import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Status } from '@shop/contracts/status';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { sharedSecret } from './secret-repo.js';
import { takeAttempt } from './throttle-repo.js';

/**
 * "I am not a Robot" as a proof of work (docs/decisions/0030): the server hands out a signed, expiring
 * challenge; the browser finds a number whose SHA-256 with it starts with DIFFICULTY zero bits (about 65,000
 * tries, a fraction of a second) and sends it with the reset. Each challenge counts once. A shop may ask for
 * another number of bits (ROBOT_CHECK_BITS, docs/decisions/0217); it takes no challenge below its own.
 */
export const DIFFICULTY = 16;
const LIFETIME_MS = 10 * 60_000;
export const NOT_A_ROBOT = 'Please select you are not a robot';

const keys = new WeakMap<Db, Promise<string>>();
const keyOf = (db: Db) => {
  let key = keys.get(db);
  if (!key) keys.set(db, (key = sharedSecret(db, 'robot-check')));
  return key;
};

const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** A fresh challenge of `bits` zero bits, valid 10 minutes. */
export async function issueChallenge(db: Db, now: Date, bits = DIFFICULTY) {
  const payload = `${randomBytes(16).toString('hex')}.${now.getTime() + LIFETIME_MS}.${bits}`;
  return { challenge: `${payload}.${sign(await keyOf(db), payload)}`, difficulty: bits };
}

/** Leading zero bits of a SHA-256 hex digest. */
export function leadingZeroBits(hex: string): number {
  let bits = 0;
  for (const ch of hex) {
    const v = parseInt(ch, 16);
    if (v === 0) bits += 4;
    else return bits + Math.clz32(v) - 28;
  }
  return bits;
}

export const workOf = (challenge: string, solution: string) =>
  leadingZeroBits(createHash('sha256').update(`${challenge}:${solution}`).digest('hex'));

/** Solves a challenge to the bits it asks (the call tests; the browser has its own copy). */
export function solveChallenge(challenge: string, difficulty: number): string {
  for (let i = 0; ; i++) if (workOf(challenge, String(i)) >= difficulty) return String(i);
}

/** Refuses a missing, forged, expired, unsolved, already used or under `bits` challenge with the specification's text. */
export async function checkRobot(db: Db, challenge: string, solution: string, now: Date, bits = DIFFICULTY) {
  const [nonce, expires, difficulty, mac] = challenge.split('.');
  const refuse = () => new AppError(Status.INVALID_REQUEST, NOT_A_ROBOT);
  if (!nonce || !expires || !difficulty || !mac || !solution) throw refuse();
  const expected = Buffer.from(sign(await keyOf(db), `${nonce}.${expires}.${difficulty}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse();
  if (Number(expires) <= now.getTime() || Number(difficulty) < bits) throw refuse();
  if (workOf(challenge, solution) < Number(difficulty)) throw refuse();
  const spent = await takeAttempt(db, `robot:${nonce}`, { max: 1, windowMs: LIFETIME_MS, baseDelayMs: LIFETIME_MS, maxDelayMs: LIFETIME_MS }, now);
  if (spent === null) throw refuse();
}
