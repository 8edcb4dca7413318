import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { builtinFlightProvider } from './builtin-provider.js';
import type { FlightProvider } from './provider.js';
import { remoteFlightProvider } from './remote-provider.js';

/** The remote flight service when FLIGHTS_URL is set, else the shop's own seeded schedule. */
export function createFlightProvider(config: Config, db: Db): FlightProvider {
  if (!config.FLIGHTS_URL) return builtinFlightProvider(db);
  return remoteFlightProvider({
    url: config.FLIGHTS_URL,
    username: config.FLIGHTS_USERNAME ?? '',
    password: config.FLIGHTS_PASSWORD ?? '',
  });
}
