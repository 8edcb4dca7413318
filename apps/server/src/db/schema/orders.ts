import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
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
    airportid: text('airportid', { enum: ['SIA', 'NMIA'] }).notNull(),
    direction: text('direction', { enum: ['A', 'D'] }).notNull(),
    scheduleid: text('scheduleid').notNull(),
    airlineid: text('airlineid').notNull(),
    flightid: text('flightid').notNull(),
    flightTime: timestamp('flight_time', { withTimezone: true }).notNull(),
    walkin: boolean('walkin').notNull().default(false),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
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
  },
  (t) => [index('orders_username_idx').on(t.username, t.createdAt), index('orders_status_idx').on(t.status)],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderitemid: serial('orderitemid').primaryKey(),
    orderid: text('orderid')
      .notNull()
      .references(() => orders.orderid, { onDelete: 'cascade' }),
    productid: integer('productid')
      .notNull()
      .references(() => products.productid),
    /** The store; one order may hold items of several stores of one airport. */
    vendorid: text('vendorid').notNull(),
    productname: text('productname').notNull(),
    unitcostCents: integer('unitcost_cents').notNull(),
    taxrateBp: integer('taxrate_bp').notNull(),
    quantity: integer('quantity').notNull(),
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
  },
  (t) => [index('order_events_orderid_idx').on(t.orderid, t.at)],
);
