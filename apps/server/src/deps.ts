import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { createSessionCache, type SessionCache } from './calls/session-cache.js';

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
}

export const redactPaths = [
  'req.headers.authorization',
  '*.password',
  '*.oldpassword',
  '*.newpassword',
  '*.cardnumber',
  '*.cvv',
  '*.creditcard',
  '*.cardInfo',
];

/** Builds the dependencies once from the configuration and the open database; `overrides` swaps parts (tests). */
export function createDeps(config: Config, db: Db, overrides: Partial<Deps> = {}): Deps {
  return {
    db,
    config,
    mailer: overrides.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir }),
    clock: overrides.clock ?? systemClock,
    // Per Deps, so each test's app starts with an empty cache.
    sessions: overrides.sessions ?? createSessionCache(),
    log: overrides.log ?? pino({ level: config.LOG_LEVEL, redact: redactPaths }),
  };
}
