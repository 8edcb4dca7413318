import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { itemLineColumns, tripColumns } from './shared-columns.js';
import { reservations } from './checkout.js';
import { users } from './users.js';

/** A paid order: what the guest bought, for which flight, and how it was paid (last 4 digits only). */
export const orders = pgTable(
  'orders',
  {
    orderid: text('orderid').primaryKey(),
    confirmationnumber: text('confirmationnumber').notNull().unique(),
    /** Unique: a reservation becomes at most one order, however often it is confirmed. */
    reservationId: integer('reservation_id')
      .notNull()
      .unique()
      .references(() => reservations.id),
    username: text('username')
      .notNull()
      .references(() => users.username),
    ownerSession: text('owner_session'),
    guestFirstname: text('guest_firstname').notNull(),
    guestLastname: text('guest_lastname').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone').notNull(),
    ...tripColumns(),
    /** The amount held on the card. */
    depositCents: integer('deposit_cents').notNull(),
    status: text('status').notNull(),
    cardType: text('card_type').notNull(),
    cardLast4: text('card_last4').notNull(),
    authorizationNumber: text('authorization_number').notNull(),
    gatewayReference: text('gateway_reference').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    /** The receipt's unguessable file name under DATA_DIR/receipts. */
    receiptFile: text('receipt_file').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** It holds alcohol or tobacco: staff check ID (18+) at hand-over (decision 0130). */
    ageCheck: boolean('age_check').notNull().default(false),
    /** The flight time the pre-flight reminder was mailed for: null until mailed; a moved flight is due again (0112). */
    reminderFlightTime: timestamp('reminder_flight_time', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_username_idx').on(t.username, t.createdAt),
    index('orders_status_idx').on(t.status),
    index('orders_created_idx').on(t.createdAt),
    // The reminder job reads the orders whose flight is within the next 3 hours.
    index('orders_flight_time_idx').on(t.flightTime),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderitemid: serial('orderitemid').primaryKey(),
    orderid: text('orderid')
      .notNull()
      .references(() => orders.orderid, { onDelete: 'cascade' }),
    ...itemLineColumns(),
    /** What the store actually hands over (back office 4.4); null until the part is fulfilled. */
    appliedQuantity: integer('applied_quantity'),
  },
  (t) => [index('order_items_orderid_idx').on(t.orderid), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Every change of an order and of the reservation before it: who, when, from, to, what. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderid: text('orderid').notNull(),
    who: text('who').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    what: text('what').notNull(),
    /** The processaction (or checkout step) that made the change; null for older free-text events. */
    action: text('action'),
    /** The store whose part moved; null when the whole order moved. */
    vendorid: text('vendorid'),
    assignedto: text('assignedto'),
    /** Quantities touched: [{orderitemid, ordered, applied}]. */
    quantities: jsonb('quantities').$type<{ orderitemid: number; ordered: number; applied: number }[]>(),
  },
  (t) => [index('order_events_orderid_idx').on(t.orderid, t.at), index('order_events_at_idx').on(t.at)],
);

/**
 * One store's share of an order (docs/decisions/0060): it moves through that store's queues on its own.
 * The order's `status` is kept equal to `orderStatusOf(parts)` in the same transaction.
 */
export const orderParts = pgTable(
  'order_parts',
  {
    orderid: text('orderid')
      .notNull()
      .references(() => orders.orderid, { onDelete: 'cascade' }),
    vendorid: text('vendorid').notNull(),
    status: text('status').notNull(),
    /** The agent carrying the goods (fulfilment or return); null when none is assigned. */
    assignedto: text('assignedto').references(() => users.username),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderid, t.vendorid] }), index('order_parts_queue_idx').on(t.vendorid, t.status), index('order_parts_assignee_idx').on(t.assignedto, t.status)],
);

/**
 * The payment ledger: every movement of money for an order (hold, capture, reversal, refund, cash in, cash out),
 * from which its paid, captured and refunded totals are read. `amountCents` is always US cents; cash taken or
 * paid out in another currency also keeps that currency's cents and the rate used (back office section 9).
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderid: text('orderid')
      .notNull()
      .references(() => orders.orderid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['hold', 'capture', 'reversal', 'refund', 'cash_in', 'cash_out'] }).notNull(),
    /** US cents: what the order's totals are kept in. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Units of `currency` per US dollar, as the exchange table gave it (1 for USD). */
    rate: numeric('rate', { precision: 14, scale: 6 }).notNull().default('1'),
    /** The amount in cents of `currency` (cash paid or given in JMD, for example). */
    currencyCents: integer('currency_cents').notNull(),
    gatewayOrderId: text('gateway_order_id'),
    gatewayReference: text('gateway_reference'),
    who: text('who').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_payments_orderid_idx').on(t.orderid, t.at), index('order_payments_at_idx').on(t.at), check('order_payments_amount_positive', sql`${t.amountCents} > 0`)],
);

/**
 * The gateway step of a cancel, check-out or refund that is under way on an order (processtransaction
 * STARTTRANSACTION .. ENDTRANSACTION): one at a time per order, so two staff or two tabs never move its money
 * twice. A step left open for 2 minutes lapses. `state` MODIFYING while the gateway is being asked.
 */
export const orderTransactions = pgTable('order_transactions', {
  orderid: text('orderid')
    .primaryKey()
    .references(() => orders.orderid, { onDelete: 'cascade' }),
  action: text('action').notNull(),
  state: text('state', { enum: ['STARTED', 'MODIFYING', 'MODIFIED'] }).notNull(),
  who: text('who').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});
