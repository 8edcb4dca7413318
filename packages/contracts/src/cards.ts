/**
 * The card rules every side applies (zod-free, docs/decisions/0015): the web's card form, the server's check of
 * the same card, and the local gateway sandboxes. The shop takes Visa and Mastercard only (storefront section 5).
 */
export type CardType = 'visa' | 'mastercard';

/** The brand from the first digits, as soon as they tell: 4 is Visa, 51-55 and 2221-2720 Mastercard. */
export function cardTypeOf(number: string): CardType | null {
  if (/^4/.test(number)) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  const four = Number(number.slice(0, 4));
  if (/^\d{4}/.test(number) && four >= 2221 && four <= 2720) return 'mastercard';
  return null;
}

/** The Luhn (mod 10, ISO/IEC 7812) check every card number passes; false for anything but digits. */
export function passesLuhnCheck(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number the shop takes: 16 digits, Visa or Mastercard, Luhn-valid. */
export const validCardNumber = (n: string): boolean => /^\d{16}$/.test(n) && cardTypeOf(n) !== null && passesLuhnCheck(n);
