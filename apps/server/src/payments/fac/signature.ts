import { createHash, timingSafeEqual } from 'node:crypto';

/** Base64 of the SHA1 digest of the fields joined with no separator, UTF-8 (reference 2.3). */
const sha1Base64 = (parts: string[]): string => createHash('sha1').update(parts.join(''), 'utf8').digest('base64');

export interface SignedFields {
  password: string;
  merchantId: string;
  acquirerId: string;
  orderNumber: string;
}

/** Request signature of Authorize and Authorize3DS: password, merchant, acquirer, order, 12-digit amount, currency. */
export const requestSignature = (f: SignedFields & { amount12: string; currency: string }): string =>
  sha1Base64([f.password, f.merchantId, f.acquirerId, f.orderNumber, f.amount12, f.currency]);

/** Response signature of AuthorizeResponse, TransactionStatusResponse and the 3-D Secure merchant POST. */
export const responseSignature = (f: SignedFields): string =>
  sha1Base64([f.password, f.merchantId, f.acquirerId, f.orderNumber]);

/** Constant-time comparison of two signatures. */
export function signaturesMatch(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Integer cents as FAC's 12-digit zero-padded amount (2550 -> "000000002550"). */
export function amount12(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > 999_999_999_999) {
    throw new RangeError(`Amount must be a whole number of cents from 0 to 999999999999, not ${cents}.`);
  }
  return String(cents).padStart(12, '0');
}

/** FAC's 12-digit amount back to integer cents; NaN when it is not 12 digits. */
export const centsFrom12 = (amount: string): number => (/^\d{12}$/.test(amount) ? Number(amount) : Number.NaN);

/** ISO-4217 numeric codes of the currencies the shop charges in. */
export const currencyCodes = { USD: '840', JMD: '388' } as const;
