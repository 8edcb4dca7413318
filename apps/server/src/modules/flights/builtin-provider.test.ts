import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { builtinFlightProvider, TIMETABLE_TRUST_MS } from './builtin-provider.js';

const row = { airportid: 'SIA', direction: 'D', airlineid: 'AA', flightid: 'AA 1318', time: '11:35', days: '1234567' };

/** A database whose timetable reads are counted, and fail while `down` is set. */
function countingDb() {
  const state = { reads: 0, down: false };
  const query = { where: () => query, orderBy: () => (state.down ? Promise.reject(new Error('down')) : Promise.resolve([row])) };
  const db = {
    select: () => {
      state.reads++;
      return { from: () => query };
    },
  };
  return { db: db as unknown as Db, state };
}

describe('the built-in flight schedule', () => {
  it('reads an airport’s timetable once a minute, whatever the date or flight asked', async () => {
    let now = 0;
    const { db, state } = countingDb();
    const flights = builtinFlightProvider(db, () => now);
    expect(await flights.flight('SIA-D-AA1318-20261124')).toMatchObject({ scheduleId: 'SIA-D-AA1318-20261124', time: '11:35' });
    expect(await flights.schedule('SIA', 'D', '2026-11-25')).toHaveLength(1);
    expect(state.reads).toBe(1);
    await flights.schedule('SIA', 'A', '2026-11-25');
    expect(state.reads).toBe(2);
    now += TIMETABLE_TRUST_MS;
    await flights.flight('SIA-D-AA1318-20261124');
    expect(state.reads).toBe(3);
  });

  it('reads the airlines once a minute', async () => {
    let now = 0;
    const { db, state } = countingDb();
    const flights = builtinFlightProvider(db, () => now);
    await Promise.all([flights.airlines(), flights.airlines()]);
    await flights.airlines();
    expect(state.reads).toBe(1);
    now += TIMETABLE_TRUST_MS;
    await flights.airlines();
    expect(state.reads).toBe(2);
  });

  it('keeps no failed read: the next call asks again', async () => {
    const { db, state } = countingDb();
    const flights = builtinFlightProvider(db, () => 0);
    state.down = true;
    await expect(flights.flight('SIA-D-AA1318-20261124')).rejects.toThrow('down');
    state.down = false;
    expect(await flights.flight('SIA-D-AA1318-20261124')).not.toBeNull();
    expect(state.reads).toBe(2);
  });
});
