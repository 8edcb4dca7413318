import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The one-time token of a gateway page and what it derives (docs/decisions/0095): 32 random bytes, given only
 * to the shopper; the row is found by one hash of it and sealed with a key that is another, so the database alone
 * cannot open a page it holds.
 */
export const newPageToken = (): string => randomBytes(32).toString('base64url');

/** Tokens as newPageToken makes them: 43 base64url characters. */
export const isPageToken = (s: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(s);

const derive = (purpose: 'id' | 'key', token: string) => createHash('sha256').update(`gateway-page:${purpose}:${token}`).digest();

export const tokenHash = (token: string): string => derive('id', token).toString('hex');

/** AES-256-GCM with the token's key: base64 of iv, tag, ciphertext. */
export function seal(token: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive('key', token), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The sealed text, or null when the token does not open it. */
export function unseal(token: string, sealed: string): string | null {
  const raw = Buffer.from(sealed, 'base64');
  if (raw.length < 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', derive('key', token), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
