import { and, asc, eq } from 'drizzle-orm';
import type { AirportId, Direction } from '@shop/contracts/common';
import type { Db } from '../../db/client.js';
import { airlines, flights } from '../../db/schema/flights.js';
import { priceList } from '../../db/schema/content.js';
import { toDollars } from '../../lib/money.js';
import {isoWeekday, isRealDate} from '@shop/contracts/airport-time';
import type { FlightProvider, Markets, ScheduledFlight } from './provider.js';

const ID = /^(SIA|NMIA)-([AD])-([A-Z0-9]{2})(\d{1,5})-(\d{4})(\d{2})(\d{2})$/;

/** SIA-D-AA1318-20261123: airport, direction, flight and local date, so an id names one flight on one day. */
export const scheduleIdOf = (f: Omit<ScheduledFlight, 'scheduleId'>) =>
  `${f.airportid}-${f.direction}-${f.flightId.replace(/\s+/g, '')}-${f.date.replaceAll('-', '')}`;

type Row = typeof flights.$inferSelect;

function toScheduled(r: Row, date: string): ScheduledFlight {
  const f = { airportid: r.airportid, direction: r.direction, airlineid: r.airlineid, flightId: r.flightid, date, time: r.time };
  return { scheduleId: scheduleIdOf(f), ...f };
}

/**
 * How long this process keeps an airport's weekly timetable and the airlines. Only the seed writes those tables,
 * so a copy this old is the table; every checkout call asks for its flight, and a flash sale's 200 shoppers would
 * otherwise read the same rows 200 times (docs/decisions/0111); every receipt names its airline.
 */
export const TIMETABLE_TRUST_MS = 60_000;

/** The shop's own rolling schedule: the seeded weekly timetable repeated on every date. */
export function builtinFlightProvider(db: Db, now: () => number = Date.now): FlightProvider {
  const kept = new Map<string, { rows: Promise<unknown>; until: number }>();
  /** Rows read at most once per TIMETABLE_TRUST_MS under `key`; a failed read is not kept, the next call reads again. */
  const keep = <T>(key: string, read: () => PromiseLike<T>): Promise<T> => {
    const entry = kept.get(key);
    if (entry && entry.until > now()) return entry.rows as Promise<T>;
    const fresh = { rows: Promise.resolve(read()), until: now() + TIMETABLE_TRUST_MS };
    kept.set(key, fresh);
    fresh.rows.catch(() => kept.get(key) === fresh && kept.delete(key));
    return fresh.rows;
  };
  const timetable = (airportid: AirportId, direction: Direction) =>
    keep(`${airportid}-${direction}`, () =>
      db
        .select()
        .from(flights)
        .where(and(eq(flights.airportid, airportid), eq(flights.direction, direction)))
        .orderBy(asc(flights.time), asc(flights.flightid)),
    );
  const schedule = async (airportid: AirportId, direction: Direction, date: string) => {
    if (!isRealDate(date)) return [];
    const rows = await timetable(airportid, direction);
    const weekday = String(isoWeekday(date));
    return rows.filter((r) => r.days.includes(weekday)).map((r) => toScheduled(r, date));
  };
  return {
    schedule,
    async flight(scheduleId: string) {
      const m = ID.exec(scheduleId);
      if (!m) return null;
      const [, airportid, direction, airline, number, y, mo, d] = m as unknown as string[];
      const date = `${y}-${mo}-${d}`;
      const all = await schedule(airportid as AirportId, direction as Direction, date);
      return all.find((f) => f.flightId === `${airline} ${number}`) ?? null;
    },
    airlines: () => keep('airlines', () => db.select().from(airlines).orderBy(asc(airlines.description))),
    async markets(): Promise<Markets> {
      const rows = await db.select().from(priceList).orderBy(asc(priceList.market), asc(priceList.productid));
      const names = [...new Set(rows.map((r) => r.market))];
      return {
        markets: names.map((market) => ({
          market,
          currencycode: 'USD',
          pricelist: rows
            .filter((r) => r.market === market)
            .map((r) => ({
              productid: r.productid,
              description: r.description,
              adultprice: toDollars(r.adultCents),
              childprice: toDollars(r.childCents),
            })),
        })),
      };
    },
  };
}
