import type { UserDefault } from '@shop/contracts/auth';
import type { Direction } from '@shop/contracts/common';

/** Jamaica's calendar decides "today" for a flight, wherever the shopper's browser is. */
const AIRPORT_TIME_ZONE = 'America/Jamaica';

/** Today at the airports as YYYY-MM-DD. */
export function airportToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: AIRPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A YYYY-MM-DD date `days` later. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface DateWindow {
  min: string;
  /** Absent when the user may pick any later date. */
  max?: string;
}

/**
 * The travel dates a user may pick (storefront section 5): not before today; a subscriber at most today
 * plus the allowed arrival or departure days minus 1.
 */
export function travelDateWindow(user: Pick<UserDefault, 'subscriber' | 'allowedarrivaldays' | 'alloweddeparturedays'>, direction: Direction, now = new Date()): DateWindow {
  const min = airportToday(now);
  if (user.subscriber !== 'Y') return { min };
  const days = direction === 'A' ? user.allowedarrivaldays : user.alloweddeparturedays;
  return { min, max: addDays(min, Math.max(days, 1) - 1) };
}

/** True when `day` is a YYYY-MM-DD date inside the window. */
export const inWindow = (day: string, w: DateWindow) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= w.min && (!w.max || day <= w.max);

/** The flight form's messages, word for word. */
export const flightMessages = {
  date: 'Please Select Flight Date.',
  airline: 'Please Select Airline.',
  flight: 'Please Select Flight.',
} as const;

/** "2026-11-23" shown month first for subscribers ("11/23/2026") and day first for others ("23/11/2026"). */
export function showDate(day: string, subscriber: boolean): string {
  const [y, m, d] = day.split('-');
  return subscriber ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}
