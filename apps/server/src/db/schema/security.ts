import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Attempt counters shared by every server process: sign-in failures per username, per address and per pair,
 * password resets, sign-ups, mail and spent robot checks. One row per key, changed by one atomic upsert.
 */
export const authCounters = pgTable(
  'auth_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    /** While in the future, the key is refused without any further work. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** When the current counting window started; an old window starts again at zero. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_counters_window_idx').on(t.windowStart)],
);

/** A mailed temporary password: valid 30 minutes, once; the account's own password keeps working meanwhile. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    username: text('username')
      .notNull()
      .references(() => users.username, { onDelete: 'cascade' }),
    /** SHA-256 of the wire value of the temporary password; the password itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_username_idx').on(t.username, t.tokenHash)],
);

/** Secrets every server process shares, made once by the first process that needs one (the robot check's key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
