import { describe, expect, it } from 'vitest';
import { addDays, airportToday, showDate } from '@shop/contracts/airport-time';
import { inWindow, travelDateWindow } from './flight-rules';

const subscriber = { subscriber: 'Y' as const, allowedarrivaldays: 3, alloweddeparturedays: 7 };

describe('travel date window', () => {
  it('starts today in Jamaica, even where the browser is already tomorrow', () => {
    // 02:00 UTC on 24 November is still 21:00 on 23 November in Kingston.
    expect(airportToday(new Date('2026-11-24T02:00:00Z'))).toBe('2026-11-23');
  });

  it('ends for a subscriber at today plus the allowed days of the direction minus 1', () => {
    const now = new Date('2026-11-23T15:00:00Z');
    expect(travelDateWindow(subscriber, 'D', now)).toEqual({ min: '2026-11-23', max: '2026-11-29' });
    expect(travelDateWindow(subscriber, 'A', now)).toEqual({ min: '2026-11-23', max: '2026-11-25' });
  });

  it('has no end for a lounge operator', () => {
    const now = new Date('2026-11-23T15:00:00Z');
    expect(travelDateWindow({ ...subscriber, subscriber: 'N' }, 'D', now)).toEqual({ min: '2026-11-23' });
  });

  it('refuses dates before today or after the end', () => {
    const w = { min: '2026-11-23', max: '2026-11-29' };
    expect(inWindow('2026-11-22', w)).toBe(false);
    expect(inWindow('2026-11-23', w)).toBe(true);
    expect(inWindow('2026-11-29', w)).toBe(true);
    expect(inWindow('2026-11-30', w)).toBe(false);
    expect(inWindow('', w)).toBe(false);
  });

  it('crosses month ends and shows dates month first for subscribers', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(showDate('2026-11-23', true)).toBe('11/23/2026');
    expect(showDate('2026-11-23', false)).toBe('23/11/2026');
  });
});
