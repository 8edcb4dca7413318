/** Jamaica keeps UTC-5 all year (no daylight saving), so airport local time is a fixed offset. */
const OFFSET_MS = -5 * 60 * 60 * 1000;

/** The airport's local calendar date (YYYY-MM-DD) at an instant. */
export function localDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The airport's local date and time at an instant, "YYYY-MM-DD HH:MM". */
export function localDateTime(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The instant of a local date (YYYY-MM-DD) and time (HH:MM) at the airport. */
export function localInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00.000Z`) - OFFSET_MS);
}

/** A local date plus whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday of a local date: 1 Monday to 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** True when the string is a real calendar date (2026-02-30 is not). */
export function isRealDate(date: string): boolean {
  const d = new Date(`${date}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}
