import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { passwordRules } from '@shop/contracts/auth';

const N = 2 ** 15;
const r = 8;
const p = 1;
const KEYLEN = 32;
const MAXMEM = 64 * 1024 * 1024;

function derive(secret: string, salt: Buffer, n: number, rr: number, pp: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEYLEN, { N: n, r: rr, p: pp, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Slow-hashes the wire value of a password (itself a SHA-256 hex) with scrypt. */
export async function hashPassword(wireValue: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(wireValue, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
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
  const chars = [pick(UPPER), pick(UPPER), pick(LOWER), pick(LOWER), pick(LOWER), pick(LOWER), pick(DIGITS), pick(DIGITS), pick(SYMBOLS), pick(DIGITS)];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  if (!passwordRules.every((rule) => rule.test(password))) return temporaryPassword();
  return password;
}
