import type { UserDefault } from '@shop/contracts/auth';
import type { Direction } from '@shop/contracts/common';
import { addDays, airportToday } from '@shop/contracts/airport-time';

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

