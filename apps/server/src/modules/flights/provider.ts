import type { z } from 'zod';
import type { getMarketsData } from '@shop/contracts/catalogue';
import type { AirportId, Direction } from '@shop/contracts/common';

/** One flight on one date, as a provider knows it. */
export interface ScheduledFlight {
  scheduleId: string;
  airportid: AirportId;
  direction: Direction;
  airlineid: string;
  flightId: string;
  /** Local date YYYY-MM-DD and time HH:MM at the airport. */
  date: string;
  time: string;
}

export interface Airline {
  airlineid: string;
  description: string;
}

export type Markets = z.infer<typeof getMarketsData>;

/**
 * The flight schedule service (a separate service with its own credentials in the specification). The
 * shop's rules (booking window, minimum hours) are applied above it, so every provider answers raw data.
 */
export interface FlightProvider {
  /** Every flight of an airport, direction and local date. */
  schedule(airportid: AirportId, direction: Direction, date: string): Promise<ScheduledFlight[]>;
  /** One flight by its schedule id, or null when the provider does not know it. */
  flight(scheduleId: string): Promise<ScheduledFlight | null>;
  airlines(): Promise<Airline[]>;
  /** Lounge price lists per market. */
  markets(): Promise<Markets>;
}
