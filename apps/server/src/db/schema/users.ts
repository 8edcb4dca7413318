import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { vendors } from './catalogue.js';

const flag = (name: string) => boolean(name).notNull().default(false);

export const users = pgTable(
  'users',
  {
    username: text('username').primaryKey(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    status: text('status', { enum: ['A', 'I'] }).notNull().default('A'),
    internal: flag('internal'),
    subscriber: flag('subscriber'),
    vendor: flag('vendor'),
    loungeoperator: flag('loungeoperator'),
    supervisor: flag('supervisor'),
    manageuser: flag('manageuser'),
    adminuser: flag('adminuser'),
    reportagent: flag('reportagent'),
    express: flag('express'),
    fulfillmentallowed: flag('fulfillmentallowed'),
    assignmentallowed: flag('assignmentallowed'),
    checkinallowed: flag('checkinallowed'),
    returnsallowed: flag('returnsallowed'),
    refundsallowed: flag('refundsallowed'),
    resetpassword: flag('resetpassword'),
    vendorid: text('vendorid').references(() => vendors.vendorid),
    airportid: text('airportid', { enum: ['SIA', 'NMIA'] }).notNull().default('SIA'),
    direction: text('direction', { enum: ['A', 'D'] }).notNull().default('D'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A subscriber's date of birth (YYYY-MM-DD), kept after the first age check so it is asked once (decision 0130). */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session id the client holds; the id itself is never stored. */
    idHash: text('id_hash').primaryKey(),
    renewalHash: text('renewal_hash').notNull().unique(),
    username: text('username')
      .notNull()
      .references(() => users.username, { onDelete: 'cascade' }),
    keep: boolean('keep').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    renewableUntil: timestamp('renewable_until', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The first session of a renewal chain: reuse of a spent renewal token ends every session of it. */
    family: text('family'),
    /** The address a guest session was opened from, to bound guest sessions per address. */
    address: text('address'),
  },
  (t) => [
    index('sessions_username_idx').on(t.username),
    index('sessions_family_idx').on(t.family),
    index('sessions_address_idx').on(t.address, t.createdAt),
    index('sessions_renewable_idx').on(t.renewableUntil),
  ],
);
