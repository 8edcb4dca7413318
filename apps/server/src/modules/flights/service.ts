import type { AirportId, Direction } from '@shop/contracts/common';
import type { ScheduleEntry } from '@shop/contracts/checkout';
import { Status } from '@shop/contracts/status';
import type { SessionUser } from '../../calls/types.js';
import type { Clock } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { bookingWindow } from '../auth/login-service.js';
import {addDays, isRealDate, airportDate, airportInstant} from '@shop/contracts/airport-time';
import type { FlightProvider, ScheduledFlight } from './provider.js';

export interface FlightDeps {
  flights: FlightProvider;
  clock: Clock;
}

type Who = Pick<SessionUser, 'roles'>;

const unavailable = (message: string) => new AppError(Status.FLIGHT_UNAVAILABLE, message);

/** The booking window of a user and direction: minimum hours before the flight, and (subscribers) the last date. */
function windowOf(who: Who, direction: Direction, now: Date) {
  const arrival = direction === 'A';
  const minHours = arrival ? bookingWindow.minimumarrivalhours : bookingWindow.minimumdeparturehours;
  const days = arrival ? bookingWindow.allowedarrivaldays : bookingWindow.alloweddeparturedays;
  const today = airportDate(now);
  const subscriberOnly = who.roles.includes('subscriber') && !who.roles.includes('loungeoperator');
  return { minHours, today, lastDate: subscriberOnly ? addDays(today, days - 1) : null, days };
}

function checkDate(date: string, w: ReturnType<typeof windowOf>) {
  if (!isRealDate(date)) throw new AppError(Status.INVALID_REQUEST, 'request.traveldate: must be a real date as YYYY-MM-DD');
  if (date < w.today) throw unavailable('Please select a travel date from today on.');
  if (w.lastDate && date > w.lastDate) throw unavailable(`Please select a travel date within the next ${w.days} days.`);
}

const offered = (f: ScheduledFlight, w: ReturnType<typeof windowOf>, now: Date) =>
  airportInstant(f.date, f.time).getTime() - now.getTime() >= w.minHours * 3_600_000;

export const toEntry = (f: ScheduledFlight): ScheduleEntry => ({
  airline: f.airlineid,
  flightId: f.flightId,
  scheduleId: f.scheduleId,
  targetDate: `${f.date}T${f.time}`,
  flighttime: f.time,
});

/** The flights a user may still book for an airport, direction and travel date, with the airlines serving them. */
export async function getSchedule(deps: FlightDeps, who: Who, airportid: AirportId, direction: Direction, traveldate: string) {
  const now = deps.clock.now();
  const w = windowOf(who, direction, now);
  checkDate(traveldate, w);
  const list = (await deps.flights.schedule(airportid, direction, traveldate)).filter((f) => offered(f, w, now));
  const used = new Set(list.map((f) => f.airlineid));
  const airlines = (await deps.flights.airlines()).filter((a) => used.has(a.airlineid));
  return { flightschedule: list.map(toEntry), airlines };
}

/** The flight of a schedule id when this user may book it now; refuses with 17 otherwise. */
export async function validFlight(deps: FlightDeps, who: Who, direction: Direction, scheduleId: string): Promise<ScheduledFlight> {
  const f = await deps.flights.flight(scheduleId);
  if (!f || f.direction !== direction) throw unavailable(`The flight ${scheduleId} was not found. Please select another flight.`);
  const now = deps.clock.now();
  const w = windowOf(who, direction, now);
  checkDate(f.date, w);
  if (!offered(f, w, now)) {
    throw unavailable(`The flight ${f.flightId} is no longer open for orders. Please select another flight.`);
  }
  return f;
}
