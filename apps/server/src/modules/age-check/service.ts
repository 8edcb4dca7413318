import { ageTexts, birthDateProblem, MINIMUM_AGE } from '@shop/contracts/age-rules';
import { Status } from '@shop/contracts/status';
import type { Conn } from '../../db/client.js';
import type { Clock } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { airportDate } from '@shop/contracts/airport-time';
import { birthDateOf, holdsRestricted, keepBirthDate } from './repo.js';

/** What confirmcart learnt about the buyer of restricted goods: the timeline's line, and a birth date to keep. */
export interface AgeCheck {
  what: string;
  keep?: { username: string; dob: string };
}

interface Buyer {
  username: string;
  walkin: boolean;
  dateofbirth?: string;
  idseen?: string;
}

/** getagecheck: whether the products need the age check, and the caller's kept date of birth. */
export async function ageCheckFor(db: Conn, username: string, productids: readonly number[]) {
  const restricted = await holdsRestricted(db, productids);
  const { dob, keeps } = await birthDateOf(db, username);
  return { restricted: restricted ? ('Y' as const) : ('N' as const), dateofbirth: keeps ? (dob ?? '') : '', minimumage: MINIMUM_AGE };
}

/**
 * The server's age rule on confirmcart (decision 0130): an order holding alcohol or tobacco needs a buyer of 18
 * or older on the airport's date, from the date of birth sent or kept on a subscriber's profile; a walk-in sale
 * needs the lounge operator's word that ID was seen. Answers null when the order holds none.
 */
export async function checkBuyerAge(db: Conn, clock: Clock, productids: readonly number[], buyer: Buyer): Promise<AgeCheck | null> {
  if (!(await holdsRestricted(db, productids))) return null;
  if (buyer.walkin) {
    if (buyer.idseen !== 'Y') throw new AppError(Status.AGE_CHECK_FAILED, ageTexts.idSeenRequired);
    return { what: ageTexts.idSeenEvent };
  }
  const kept = await birthDateOf(db, buyer.username);
  const dob = buyer.dateofbirth || (kept.keeps ? kept.dob : null);
  const problem = birthDateProblem(dob, airportDate(clock.now()));
  if (problem) throw new AppError(Status.AGE_CHECK_FAILED, problem);
  const keep = kept.keeps && dob && dob !== kept.dob ? { username: buyer.username, dob } : undefined;
  return { what: 'Age check: the buyer is 18 or older by the date of birth given', keep };
}

/** Writes what the age check found with the order (inside its transaction). */
export async function keepAgeCheck(tx: Conn, check: AgeCheck) {
  if (check.keep) await keepBirthDate(tx, check.keep.username, check.keep.dob);
}
