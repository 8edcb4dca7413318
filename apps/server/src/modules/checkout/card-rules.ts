import { cardTypeOf, passesLuhnCheck } from '@shop/contracts/cards';
import { Status } from '@shop/contracts/status';
import { AppError } from '../../lib/app-error.js';
import { airportDate } from '@shop/contracts/airport-time';

const invalid = (m: string) => new AppError(Status.INVALID_REQUEST, m);

/** The card form's rules, again on the server: Visa or Mastercard of 16 Luhn-valid digits, an expiry not past. */
export function checkCard(card: { cardtype: string; cardnumber: string; expirydate: string }, now: Date) {
  const type = cardTypeOf(card.cardnumber);
  if (!type || type !== card.cardtype || !passesLuhnCheck(card.cardnumber)) throw invalid('Please Enter a valid Card Number.');
  const month = Number(card.expirydate.slice(0, 2));
  const year = 2000 + Number(card.expirydate.slice(2));
  const [y, m] = airportDate(now).split('-').map(Number) as [number, number];
  if (year < y || (year === y && month < m)) throw invalid('Please Enter a valid Expiry Date.');
  return type;
}
