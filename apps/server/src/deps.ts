import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { SessionCache } from './calls/session-cache.js';
import type { FlightProvider } from './modules/flights/provider.js';
import type { PaymentGateway } from './payments/gateway.js';
import type { PdfMaker } from './modules/receipts/receipt-pdf.js';

/** The time source; tests pass a fake one. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The server's dependencies, built once at start and shared by calls and jobs; tests swap a part. */
export interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
  clock: Clock;
  /** This app instance's short-lived cache of session checks; revoking services drop entries from it. */
  sessions: SessionCache;
  log: FastifyBaseLogger;
  /** The flight schedule service (modules/flights): built in, or remote when FLIGHTS_URL is set. */
  flights: FlightProvider;
  /** Makes receipt PDFs (modules/receipts). */
  pdf: PdfMaker;
  /** The card gateway (payments/): FAC, or the local FAC sandbox when no real FAC is configured. */
  gateway: PaymentGateway;
}
