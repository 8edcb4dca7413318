/**
 * Airport time, zod-free so the web and the server read it alike (docs/decisions/0015 and 0101). Every date
 * and time a person sees is the airports' local time (America/Jamaica), whatever zone the device or the server
 * runs in. Jamaica keeps UTC-5 all year (no daylight saving since 1983), so local time is a fixed offset: the
 * arithmetic needs no time-zone data and gives the same answer in Node and in every browser.
 */

/** The airports' zone, for anything that asks for a zone name (a date input, a test's clock). */
export const AIRPORT_TIME_ZONE = 'America/Jamaica';

/** Hours from UTC to airport time: -5, all year. */
export const AIRPORT_UTC_OFFSET_HOURS = -5;

const OFFSET_MS = AIRPORT_UTC_OFFSET_HOURS * 60 * 60 * 1000;

type Instant = Date | string | number;

/** The instant moved to airport wall-clock time, read with the UTC getters. */
const wall = (at: Instant) => new Date(new Date(at).getTime() + OFFSET_MS);

/** The airport's calendar date at an instant: "2026-11-25". */
export const airportDate = (at: Instant): string => wall(at).toISOString().slice(0, 10);

/** The airport's clock at an instant: "15:50". */
export const airportTime = (at: Instant): string => wall(at).toISOString().slice(11, 16);

/** The airport's date and time at an instant, sortable: "2026-11-25 15:50" (reports, CSV files). */
export const airportDateTime = (at: Instant): string => `${airportDate(at)} ${airportTime(at)}`;

/** Today at the airports: "2026-11-25". */
export const airportToday = (now: Instant = Date.now()): string => airportDate(now);

/** The instant of an airport date ("2026-11-25") and clock time ("15:50"). */
export const airportInstant = (date: string, time: string): Date => new Date(Date.parse(`${date}T${time}:00.000Z`) - OFFSET_MS);

/** A calendar date ("2026-11-25") shown month first (subscribers: "11/25/2026") or day first (staff: "25/11/2026"). */
export function showDate(date: string, monthFirst: boolean): string {
  const [y, m, d] = date.split('-');
  return monthFirst ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

/** An instant's airport date, month first or day first: "25/11/2026". */
export const showAirportDate = (at: Instant, monthFirst: boolean): string => showDate(airportDate(at), monthFirst);

/** An instant's airport date and time, month first or day first: "25/11/2026 15:50". */
export const showAirportDateTime = (at: Instant, monthFirst: boolean): string => `${showAirportDate(at, monthFirst)} ${airportTime(at)}`;

/** What staff see: day first, airport time (back office: "24/11/2026 14:30"). */
export const staffDateTime = (at: Instant): string => showAirportDateTime(at, false);

/** A calendar date plus whole days (negative goes back). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 Monday to 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** True when the string is a real calendar date (2026-02-30 is not). */
export function isRealDate(date: string): boolean {
  const d = new Date(`${date}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}
