/**
 * The age check for alcohol and tobacco (decision 0130), zod-free so the web imports it: Jamaica's legal age for
 * buying them is 18, counted on the airport's calendar date. The texts are shown to shoppers and staff as written.
 */

export const MINIMUM_AGE = 18;

export const ageTexts = {
  birthDateLabel: 'Date of Birth',
  birthDateHelp: 'Your order holds alcohol or tobacco, which are sold only to buyers of 18 or older.',
  birthDateRequired: "Please enter the buyer's date of birth: this order holds alcohol or tobacco.",
  birthDateInvalid: 'Please enter a real date of birth in the past.',
  underAge: 'We cannot sell alcohol or tobacco to anyone under 18, so this order cannot be placed.',
  checkId: 'Check ID: 18+',
  idSeenLabel: 'I have seen ID showing the guest is 18 or older',
  idSeenRequired: "Please confirm that you have seen the guest's ID showing they are 18 or older.",
  idSeenEvent: 'ID seen: guest is 18 or older',
} as const;

/** True when `date` is a real calendar date written YYYY-MM-DD (2008-02-30 is not). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const d = new Date(`${date}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** Whole years from a birth date to `today` (both YYYY-MM-DD): the birthday itself counts as the new year. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const before = tm < bm || (tm === bm && td < bd);
  return ty - by - (before ? 1 : 0);
}

/**
 * The sentence refusing a birth date, or null when the buyer may buy restricted goods on `today`. A 29 February
 * birthday turns 18 on 1 March of a common year, since that is when the 28 February age would be passed.
 */
export function birthDateProblem(birthDate: string | undefined | null, today: string): string | null {
  if (!birthDate) return ageTexts.birthDateRequired;
  if (!isCalendarDate(birthDate) || birthDate > today || ageOn(birthDate, today) > 130) return ageTexts.birthDateInvalid;
  return ageOn(birthDate, today) >= MINIMUM_AGE ? null : ageTexts.underAge;
}
