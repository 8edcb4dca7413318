import { describe, expect, it } from 'vitest';
import { addDays, airportDate, airportDateTime, airportInstant, airportTime, airportToday, isoWeekday, isRealDate, showAirportDateTime, showDate, staffDateTime } from './airport-time';

describe('airport time', () => {
  it('shows an instant in Jamaica time: 20:50 UTC is 15:50 at the airport', () => {
    expect(airportTime('2026-11-25T20:50:00.000Z')).toBe('15:50');
    expect(staffDateTime('2026-11-25T20:50:00.000Z')).toBe('25/11/2026 15:50');
    expect(showAirportDateTime(new Date('2026-11-25T20:50:00.000Z'), true)).toBe('11/25/2026 15:50');
  });

  it('turns the date over at local midnight, not UTC midnight', () => {
    expect(airportDate('2026-11-26T03:00:00.000Z')).toBe('2026-11-25');
    expect(airportToday(Date.parse('2026-11-26T04:59:00.000Z'))).toBe('2026-11-25');
    expect(airportToday(Date.parse('2026-11-26T05:00:00.000Z'))).toBe('2026-11-26');
  });

  it('agrees with the America/Jamaica zone every day of a year (no daylight saving)', () => {
    const zone = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Jamaica', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 86_400_000 + 3_600_000 * 7) {
      expect(airportDateTime(t)).toBe(zone.format(t));
    }
  });

  it('reads a local date and time back to the instant', () => {
    expect(airportInstant('2026-11-25', '15:50').toISOString()).toBe('2026-11-25T20:50:00.000Z');
    expect(airportDateTime(airportInstant('2026-12-31', '23:30'))).toBe('2026-12-31 23:30');
  });

  it('counts calendar days and weekdays, and knows a real date', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(isRealDate('2026-02-30')).toBe(false);
    expect(showDate('2026-11-05', false)).toBe('05/11/2026');
  });
});
