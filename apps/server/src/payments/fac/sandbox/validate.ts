import { currencyCodes, requestSignature, signaturesMatch } from '../signature.js';
import { child, text } from '../xml.js';

/** The merchant the sandbox knows. Not a secret: it exists only in this sandbox (docs/decisions/0021). */
export interface SandboxMerchant {
  merchantId: string;
  password: string;
  acquirerId: string;
  currencies: string[];
}

export const SANDBOX_MERCHANT: SandboxMerchant = {
  merchantId: '88800000',
  password: 'p4ssw0rd',
  acquirerId: '464748',
  currencies: [currencyCodes.USD, currencyCodes.JMD],
};

export interface AuthorizeFields {
  merchantId: string;
  orderNumber: string;
  amount12: string;
  currency: string;
  customData: string;
  cardNumber: string;
  cardCvv: string;
  cardExpiry: string;
  responseUrl: string;
}

export type Refusal = { reasonCode: number; description: string };

const refuse = (reasonCode: number, description: string): Refusal => ({ reasonCode, description });

/**
 * Checks an AuthorizeRequest or Authorize3DSRequest in the order of reference 2.14: merchant (10), amount (1004),
 * currency (14), missing (7) or badly formed (8) fields, signature (11). Elements may come in any order.
 */
export function validateAuthorize(m: SandboxMerchant, root: Record<string, unknown>, threeDS: boolean): AuthorizeFields | Refusal {
  const td = child(root, 'TransactionDetails');
  const card = child(root, 'CardDetails');
  const f: AuthorizeFields = {
    merchantId: text(td, 'MerchantId'),
    orderNumber: text(td, 'OrderNumber'),
    amount12: text(td, 'Amount'),
    currency: text(td, 'Currency'),
    customData: text(td, 'CustomData'),
    cardNumber: text(card, 'CardNumber'),
    cardCvv: text(card, 'CardCVV2'),
    cardExpiry: text(card, 'CardExpiryDate'),
    responseUrl: text(root, 'MerchantResponseURL'),
  };
  if (f.merchantId !== m.merchantId || text(td, 'AcquirerId') !== m.acquirerId) return refuse(10, 'Invalid Merchant');
  if (!/^\d{12}$/.test(f.amount12)) return refuse(1004, 'Invalid Amount. Not 12 characters in length');
  if (!m.currencies.includes(f.currency)) return refuse(14, 'Merchant is not allowed to process this currency');
  const required = [f.orderNumber, text(td, 'Signature'), text(td, 'TransactionCode'), f.cardNumber, f.cardCvv, f.cardExpiry];
  if (required.some((v) => v === '') || (threeDS && f.responseUrl === '')) return refuse(7, 'A field is missing');
  if (
    f.orderNumber.length > 150 ||
    text(td, 'CurrencyExponent') !== '2' ||
    text(td, 'SignatureMethod') !== 'SHA1' ||
    text(td, 'TransactionCode') !== '0' ||
    !/^\d{12,19}$/.test(f.cardNumber) ||
    !/^\d{3,4}$/.test(f.cardCvv) ||
    !/^(0[1-9]|1[0-2])\d\d$/.test(f.cardExpiry) ||
    (threeDS && !/^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1)[:/]|\/)/.test(f.responseUrl))
  ) {
    return refuse(8, 'Field format is invalid');
  }
  const expected = requestSignature({ ...m, orderNumber: f.orderNumber, amount12: f.amount12, currency: f.currency });
  if (!signaturesMatch(expected, text(td, 'Signature'))) return refuse(11, 'Failed Authentication (Signature computed incorrectly)');
  return f;
}

/** Modification and status requests carry the password in clear instead of a signature. */
export function checkMerchantPassword(m: SandboxMerchant, root: Record<string, unknown>): Refusal | null {
  if (text(root, 'MerchantId') !== m.merchantId || text(root, 'AcquirerId') !== m.acquirerId) return refuse(10, 'Invalid Merchant');
  if (!signaturesMatch(m.password, text(root, 'Password'))) return refuse(11, 'Failed Authentication');
  if (text(root, 'OrderNumber') === '') return refuse(7, 'A field is missing');
  return null;
}

export const isRefusal = (v: unknown): v is Refusal => typeof v === 'object' && v !== null && 'reasonCode' in v && !('orderNumber' in v);
