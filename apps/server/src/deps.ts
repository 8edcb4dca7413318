import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { createSessionCache, type SessionCache } from './calls/session-cache.js';
import { createFlightProvider } from './modules/flights/create-provider.js';
import type { FlightProvider } from './modules/flights/provider.js';
import { makeReceiptsPdf, type PdfMaker } from './modules/receipts/receipt-pdf.js';
import type { PaymentGateway } from './payments/gateway.js';
import { createLogger } from './ops/logger.js';
import { meterMailer } from './ops/metered-mailer.js';
import { createMetrics, type ShopMetrics } from './ops/metrics.js';
import { createStockGate, type StockGate } from './modules/checkout/stock-gate.js';
import { createPendingWork, type PendingWork } from './lib/pending-work.js';
import { createStoreCopies, type StoreCopies } from './modules/catalogue/store-copies.js';

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
  /** This process's short-lived cache of session checks; revoking services drop entries from it. */
  sessions: SessionCache;
  log: FastifyBaseLogger;
  /** The flight schedule service (modules/flights): built in, or remote when FLIGHTS_URL is set. */
  flights: FlightProvider;
  /** Makes receipt PDFs (modules/receipts). */
  pdf: PdfMaker;
  /** The card gateway (payments/): FAC, or the local FAC sandbox when no real FAC is configured. */
  gateway: PaymentGateway;
  /** This app's Prometheus series (ops/metrics.ts), served on /metrics. */
  metrics: ShopMetrics;
  /** This process's queue per product for taking stock (modules/checkout/stock-gate.ts). */
  stockGate: StockGate;
  /** Work a call started that its answer did not wait for (a confirmed order's receipt); closing waits for it. */
  afterAnswer: PendingWork;
  /** This process's copies of the stores' catalogues, which answer browsed pages (modules/catalogue/store-copies.ts). */
  storeCopies: StoreCopies;
}

/**
 * Deps before the app exists: the sandbox gateway talks to the app's own routes, so buildApp makes the
 * gateway unless one is given.
 */
export type BaseDeps = Omit<Deps, 'gateway'> & { gateway?: PaymentGateway };

/** Builds the dependencies once from the configuration and the open database; `overrides` swaps parts (tests). */
export function createDeps(config: Config, db: Db, overrides: Partial<Deps> = {}): BaseDeps {
  const metrics = overrides.metrics ?? createMetrics();
  const clock = overrides.clock ?? systemClock;
  return {
    db,
    config,
    metrics,
    // A test's own mailer stays as it gave it (tests read it); the real one is counted.
    mailer: overrides.mailer ?? meterMailer(createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir }), metrics),
    clock,
    // Per Deps, so each test's app starts with an empty cache.
    sessions: overrides.sessions ?? createSessionCache(),
    log: overrides.log ?? createLogger(config),
    flights: overrides.flights ?? createFlightProvider(config, db),
    pdf: overrides.pdf ?? makeReceiptsPdf,
    gateway: overrides.gateway,
    stockGate: overrides.stockGate ?? createStockGate(),
    afterAnswer: overrides.afterAnswer ?? createPendingWork(),
    storeCopies: overrides.storeCopies ?? createStoreCopies(db, config.CATALOGUE_COPY_MS, clock),
  };
}
