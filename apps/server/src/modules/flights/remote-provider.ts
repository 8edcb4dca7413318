import { z } from 'zod';
import { getMarketsData } from '@shop/contracts/catalogue';
import { airportId, direction } from '@shop/contracts/common';
import { Status } from '@shop/contracts/status';
import { AppError } from '../../lib/app-error.js';
import type { AirportId, Direction } from '@shop/contracts/common';
import type { FlightProvider, ScheduledFlight } from './provider.js';

export interface RemoteFlightsConfig {
  url: string;
  username: string;
  password: string;
  timeoutMs?: number;
}

const entry = z.object({
  airline: z.string(),
  flightId: z.string(),
  scheduleId: z.string(),
  /** YYYY-MM-DDTHH:MM local. */
  targetDate: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/),
  airportid: airportId.optional(),
  direction: direction.optional(),
});
const scheduleData = z.object({
  flightschedule: z.array(entry),
  airlines: z.array(z.object({ airlineid: z.string(), description: z.string() })),
});
const envelope = z.object({ status: z.number(), statusMessage: z.string().optional(), data: z.unknown() });

const unavailable = () => new AppError(Status.FLIGHT_UNAVAILABLE, 'The flight schedule service is not available. Please try again later.');

/**
 * The airports' flight service: POST <url>/<call> with the shop's own credentials (HTTP Basic, from the
 * environment, never sent to browsers) and the shop's envelope, answering { status, statusMessage, data }.
 */
export function remoteFlightProvider(cfg: RemoteFlightsConfig): FlightProvider {
  const auth = `Basic ${Buffer.from(`${cfg.username}:${cfg.password}`).toString('base64')}`;
  async function call(name: string, request: object): Promise<{ status: number; data: unknown }> {
    try {
      const res = await fetch(`${cfg.url.replace(/\/$/, '')}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify({ request }),
        signal: AbortSignal.timeout(cfg.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw unavailable();
      return envelope.parse(await res.json());
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw unavailable();
    }
  }
  const toFlight = (e: z.infer<typeof entry>, a: AirportId, d: Direction): ScheduledFlight => ({
    scheduleId: e.scheduleId,
    airportid: e.airportid ?? a,
    direction: e.direction ?? d,
    airlineid: e.airline,
    flightId: e.flightId,
    date: e.targetDate.slice(0, 10),
    time: e.targetDate.slice(11, 16),
  });
  return {
    async schedule(airportid, dir, date) {
      const res = await call('getschedule', { airportid, direction: dir, traveldate: date });
      if (res.status !== 0) return [];
      return scheduleData.parse(res.data).flightschedule.map((e) => toFlight(e, airportid, dir));
    },
    async flight(scheduleId) {
      const res = await call('validatescheduleid', { scheduleid: scheduleId });
      if (res.status !== 0) return null;
      const e = entry.required({ airportid: true, direction: true }).safeParse(res.data);
      return e.success ? toFlight(e.data, e.data.airportid, e.data.direction) : null;
    },
    async airlines() {
      const res = await call('getairlines', {});
      return res.status === 0 ? scheduleData.shape.airlines.parse((res.data as { airlines: unknown }).airlines) : [];
    },
    async markets() {
      const res = await call('getmarkets', {});
      if (res.status !== 0) throw unavailable();
      return getMarketsData.parse(res.data);
    },
  };
}
