import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { passwordRules } from '@shop/contracts/auth';
import { Status } from '@shop/contracts/status';
import { FULL_SCRYPT_N, type Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { createSemaphore } from '../../lib/semaphore.js';
import { createHashPool } from './hash-pool.js';

// New hashes are made at the configured cost (full strength unless NODE_ENV=test); a stored hash carries its own.
let N = FULL_SCRYPT_N;
const r = 8;
const p = 1;
const KEYLEN = 32;
const MAXMEM = 64 * 1024 * 1024;

// scrypt runs on hashing threads of its own at a lower priority (hash-pool.ts), never on libuv's pool that
// file reads share; only as many hashes as there are threads run at once and the rest queue, briefly.
let concurrency = 2;
let waitMs = 10_000;
let hashing = createSemaphore(concurrency, 1000, waitMs);
let pool = createHashPool(concurrency);

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomBytes(32).toString('hex')));

/**
 * Sets how many hashes may run at once (HASH_CONCURRENCY), how long a hash waits for its turn (HASH_WAIT_MS) and
 * the cost of new hashes.
 */
export function configureHashing(config: Pick<Config, 'HASH_CONCURRENCY' | 'HASH_WAIT_MS' | 'scryptN'>) {
  const n = config.HASH_CONCURRENCY;
  if (config.scryptN !== N) {
    N = config.scryptN;
    dummy = undefined;
  }
  if (n !== concurrency) {
    void pool.close();
    pool = createHashPool(n);
  }
  if (n !== concurrency || config.HASH_WAIT_MS !== waitMs) {
    concurrency = n;
    waitMs = config.HASH_WAIT_MS;
    hashing = createSemaphore(n, 1000, waitMs);
  }
  // The dummy hash is made now, so the first unknown username does not take two hashes' time.
  void dummyHash().catch(() => undefined);
}

/** Hashes this process has derived, by scrypt cost (N): a handful of costs at most. */
const derived = new Map<number, number>();
export const hashesDerived = (): ReadonlyMap<number, number> => new Map(derived);

async function derive(secret: string, salt: Buffer, n: number, rr: number, pp: number): Promise<Buffer> {
  derived.set(n, (derived.get(n) ?? 0) + 1);
  const done = await hashing.run(() => pool.derive({ secret, salt, keylen: KEYLEN, opts: { N: n, r: rr, p: pp, maxmem: MAXMEM } }));
  if (!done) throw new AppError(Status.THROTTLED, 'The shop is very busy right now. Please try again in a moment.');
  return done.value;
}

/** Slow-hashes the wire value of a password (itself a SHA-256 hex) with scrypt. */
export async function hashPassword(wireValue: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(wireValue, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Hashes against a stored hash of nothing, so an unknown username costs the same time as a known one. */
export async function verifyDummy(wireValue: string): Promise<false> {
  await verifyPassword(wireValue, await dummyHash());
  return false;
}

/** Checks a wire password against a stored scrypt hash in constant time. */
export async function verifyPassword(wireValue: string, stored: string): Promise<boolean> {
  const [alg, n, rr, pp, salt, key] = stored.split('$');
  if (alg !== 'scrypt' || !n || !rr || !pp || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(wireValue, Buffer.from(salt, 'base64'), Number(n), Number(rr), Number(pp));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*';

const pick = (set: string) => set.charAt(randomInt(set.length));

/** A temporary password that itself satisfies every password rule. */
export function temporaryPassword(): string {
  // 14 characters (about 70 bits): a temporary password is stored as a fast SHA-256 for its 30 minutes.
  const chars = [pick(UPPER), pick(UPPER), pick(UPPER), pick(LOWER), pick(LOWER), pick(LOWER), pick(LOWER), pick(LOWER), pick(DIGITS), pick(DIGITS), pick(DIGITS), pick(SYMBOLS), pick(SYMBOLS), pick(LOWER)];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  if (!passwordRules.every((rule) => rule.test(password))) return temporaryPassword();
  return password;
}
