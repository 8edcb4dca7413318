import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { fakeClock } from '../../test/fake-clock.js';

// Monday 23 November 2026, 09:00 in Jamaica (UTC-5).
const clock = fakeClock('2026-11-23T14:00:00Z');
let shop: TestShop;
let shopper: Session;
let lounge: Session;

beforeAll(async () => {
  shop = await startShop({ deps: { clock } });
  shopper = await shop.signIn('shopper');
  lounge = await shop.signIn('lounge');
});
afterAll(() => shop.close());
beforeEach(() => clock.set('2026-11-23T14:00:00Z'));

const schedule = (s: Session, traveldate: string, direction = 'D', airportid = 'SIA') =>
  shop.call('getschedule', { airportid, direction, traveldate }, s);

describe('getschedule', () => {
  it('answers the flights of the day with their airlines, ids and local times', async () => {
    const res = await schedule(shopper, '2026-11-24');
    expect(res.status).toBe(Status.OK);
    const aa = res.data.flightschedule.find((f: { flightId: string }) => f.flightId === 'AA 1318');
    expect(aa).toEqual({ airline: 'AA', flightId: 'AA 1318', scheduleId: 'SIA-D-AA1318-20261124', targetDate: '2026-11-24T11:35', flighttime: '11:35' });
    expect(res.data.airlines).toContainEqual({ airlineid: 'AA', description: 'American Airlines' });
    // WestJet 2703 flies Tuesdays (2), Thursdays and Saturdays only.
    expect(res.data.flightschedule.some((f: { flightId: string }) => f.flightId === 'WS 2703')).toBe(true);
    const monday = await schedule(shopper, '2026-11-23');
    expect(monday.data.flightschedule.some((f: { flightId: string }) => f.flightId === 'WS 2703')).toBe(false);
  });

  it('serves both airports and both directions', async () => {
    const nmiaArrivals = await schedule(shopper, '2026-11-24', 'A', 'NMIA');
    expect(nmiaArrivals.data.flightschedule.map((f: { scheduleId: string }) => f.scheduleId)).toContain('NMIA-A-BW415-20261124');
    const siaArrivals = await schedule(shopper, '2026-11-24', 'A', 'SIA');
    expect(siaArrivals.data.flightschedule[0].scheduleId).toMatch(/^SIA-A-/);
  });

  it('leaves out flights departed or closer than the minimum hours', async () => {
    // 09:00 local: departures need 3 hours, so 11:35 and 12:00 are gone and 12:15 is the first offered.
    const today = await schedule(shopper, '2026-11-23');
    const times = today.data.flightschedule.map((f: { flighttime: string }) => f.flighttime);
    expect(times[0]).toBe('12:15');
    expect(times).not.toContain('11:35');
    // Arrivals need 2 hours: the 10:50 is out, the 11:10 is in.
    const arrivals = await schedule(shopper, '2026-11-23', 'A');
    const arrivalTimes = arrivals.data.flightschedule.map((f: { flighttime: string }) => f.flighttime);
    expect(arrivalTimes).not.toContain('10:50');
    expect(arrivalTimes).toContain('11:10');
  });

  it('refuses a travel date before today with status 17', async () => {
    const res = await schedule(shopper, '2026-11-22');
    expect(res.status).toBe(Status.FLIGHT_UNAVAILABLE);
    expect(res.statusMessage).toBe('Please select a travel date from today on.');
  });

  it('lets subscribers book up to today plus the allowed days minus 1, lounge operators further', async () => {
    expect((await schedule(shopper, '2026-12-22')).status).toBe(Status.OK);
    const late = await schedule(shopper, '2026-12-23');
    expect(late.status).toBe(Status.FLIGHT_UNAVAILABLE);
    expect(late.statusMessage).toBe('Please select a travel date within the next 30 days.');
    expect((await schedule(lounge, '2026-12-23')).status).toBe(Status.OK);
  });

  it('names a malformed date and refuses callers without a shopper role', async () => {
    const bad = await schedule(shopper, '23/11/2026');
    expect(bad.status).toBe(Status.INVALID_REQUEST);
    expect(bad.statusMessage).toBe('Traveldate must be a date as YYYY-MM-DD.');
    expect((await schedule(await shop.signIn('vendor'), '2026-11-24')).status).toBe(Status.FORBIDDEN);
  });
});

describe('validatescheduleid', () => {
  it('answers the flight of a valid schedule id', async () => {
    const res = await shop.call('validatescheduleid', { direction: 'D', scheduleid: 'SIA-D-AA1318-20261124' }, shopper);
    expect(res.status).toBe(Status.OK);
    expect(res.data).toMatchObject({ flightId: 'AA 1318', airportid: 'SIA', direction: 'D', flighttime: '11:35' });
  });

  it('refuses with 17 a flight too soon, unknown, on a day it does not fly, or of the other direction', async () => {
    for (const scheduleid of ['SIA-D-AA1318-20261123', 'SIA-D-AA9999-20261124', 'SIA-D-WS2703-20261123', 'nonsense']) {
      const res = await shop.call('validatescheduleid', { direction: 'D', scheduleid }, shopper);
      expect(res.status, scheduleid).toBe(Status.FLIGHT_UNAVAILABLE);
    }
    const soon = await shop.call('validatescheduleid', { direction: 'D', scheduleid: 'SIA-D-AA1318-20261123' }, shopper);
    expect(soon.statusMessage).toBe('The flight AA 1318 is no longer open for orders. Please select another flight.');
    const other = await shop.call('validatescheduleid', { direction: 'A', scheduleid: 'SIA-D-AA1318-20261124' }, shopper);
    expect(other.status).toBe(Status.FLIGHT_UNAVAILABLE);
  });

  it('follows the clock: a flight offered now closes as its minimum hours pass', async () => {
    const req = { direction: 'D', scheduleid: 'SIA-D-B61756-20261123' };
    expect((await shop.call('validatescheduleid', req, shopper)).status).toBe(Status.OK);
    clock.advance(2 * 3_600_000);
    // Sessions follow the same clock, and two hours outlive one: sign in again at the later time.
    const later = await shop.signIn('shopper');
    expect((await shop.call('validatescheduleid', req, later)).status).toBe(Status.FLIGHT_UNAVAILABLE);
  });
});
