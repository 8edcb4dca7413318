import { validCardNumber } from '@shop/contracts/cards';

/** Card number: digits only, 16 at most. */
export const keepCardNumber = (value: string) => value.replace(/\D/g, '').slice(0, 16);

/** Expiry date as MMYY: digits only, 4 at most. */
export const keepExpiry = (value: string) => value.replace(/\D/g, '').slice(0, 4);

/** CVV: digits only, 3 at most. */
export const keepCvv = (value: string) => value.replace(/\D/g, '').slice(0, 3);

/**
 * Card holder: letters, spaces, dots, apostrophes and hyphens, as printed on cards. A leading space is
 * refused as it is typed or pasted (storefront section 5), so the name never starts with one.
 */
export const keepCardHolder = (value: string) => value.replace(/[^A-Za-z .'-]/g, '').replace(/^ +/, '').slice(0, 40);

export interface CardDraft {
  cardholder: string;
  cardnumber: string;
  expirydate: string;
  cvv: string;
}

/** MMYY with a real month, not before the current month. */
export function validExpiry(mmyy: string, now = new Date()): boolean {
  if (!/^\d{4}$/.test(mmyy)) return false;
  const month = Number(mmyy.slice(0, 2));
  const year = 2000 + Number(mmyy.slice(2));
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

/** The card form's messages (storefront section 5), word for word; null when the field is right. */
export const cardErrors = {
  cardholder: (v: string) => (v.trim() ? null : 'Card Holder is Required.'),
  cardnumber: (v: string) => (!v ? 'Card Number is Required.' : validCardNumber(v) ? null : 'Please Enter a valid Card Number.'),
  expirydate: (v: string) => (!v ? 'Expiry Date is Required.' : validExpiry(v) ? null : 'Please Enter a valid Expiry Date.'),
  cvv: (v: string) => (!v ? 'CVV is Required.' : /^\d{3}$/.test(v) ? null : 'Please Enter a valid CVV.'),
};

/** "**** **** **** 1111": every digit masked but the last 4. */
export const maskCardNumber = (n: string) => `**** **** **** ${n.slice(-4)}`;

/** "0127" => "01/27". */
export const expiryShown = (mmyy: string) => `${mmyy.slice(0, 2)}/${mmyy.slice(2)}`;

/** "4111111111111111" => "4111 1111 1111 1111", for the input as it is typed. */
export const groupDigits = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');
