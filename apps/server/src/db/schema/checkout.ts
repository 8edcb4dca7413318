import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { itemLineColumns, tripColumns } from './shared-columns.js';
import { users } from './users.js';

export const reservationStates = ['HELD', 'CONFIRMED', 'CANCELLED', 'EXPIRED'] as const;

/** Stock taken off the shelf while a shopper pays; it becomes an order, or goes back when cancelled or expired. */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    /** The order id the shopper sees from the start; the order keeps it. */
    orderid: text('orderid').notNull().unique(),
    username: text('username')
      .notNull()
      .references(() => users.username),
    /** For shared internal users (the guest) the session owns the reservation, not the username. */
    ownerSession: text('owner_session'),
    ...tripColumns(),
    state: text('state', { enum: reservationStates }).notNull().default('HELD'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('reservations_state_expires_idx').on(t.state, t.expiresAt), index('reservations_username_idx').on(t.username, t.state)],
);

export const reservationLines = pgTable(
  'reservation_lines',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    ...itemLineColumns(),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.productid] }), check('reservation_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

export const attemptStates = ['STARTED', 'APPROVED', 'DECLINED', 'ERROR', 'REVERSED', 'ABANDONED'] as const;

/** One card payment try of a reservation: its own gateway order number, what the gateway last said. No card number. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    gatewayOrderId: text('gateway_order_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    state: text('state', { enum: attemptStates }).notNull().default('STARTED'),
    responseCode: integer('response_code'),
    reasonCode: integer('reason_code'),
    reasonDescription: text('reason_description').notNull().default(''),
    authorizedCents: integer('authorized_cents').notNull().default(0),
    authorizationNumber: text('authorization_number'),
    referenceNumber: text('reference_number'),
    cardType: text('card_type').notNull(),
    cardLast4: text('card_last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_attempts_reservation_idx').on(t.reservationId), index('payment_attempts_state_idx').on(t.state)],
);
