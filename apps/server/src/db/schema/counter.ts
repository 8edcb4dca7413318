import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { itemLineColumns } from './shared-columns.js';
import { orders } from './orders.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** The guest's signature (back office 2.7, 4.5): a PNG drawn on the 450x300 canvas, kept with the order. */
export const orderSignatures = pgTable('order_signatures', {
  orderid: text('orderid')
    .primaryKey()
    .references(() => orders.orderid, { onDelete: 'cascade' }),
  png: bytea('png').notNull(),
  who: text('who').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/** Items the guest adds at the counter on check-out (back office section 3, extra order item). */
export const orderExtraItems = pgTable(
  'order_extra_items',
  {
    id: serial('id').primaryKey(),
    orderid: text('orderid')
      .notNull()
      .references(() => orders.orderid, { onDelete: 'cascade' }),
    ...itemLineColumns(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_extra_items_orderid_idx').on(t.orderid), check('order_extra_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** report: the receipt report (getreport 19), kept as a file of its first order. */
export const receiptKinds = ['sale', 'checkout', 'refund', 'report'] as const;

/** Every receipt of an order (docs/decisions/0066): the sale's, the check-out's, the refund's; newest is reprinted. */
export const orderReceipts = pgTable(
  'order_receipts',
  {
    id: serial('id').primaryKey(),
    orderid: text('orderid')
      .notNull()
      .references(() => orders.orderid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: receiptKinds }).notNull(),
    /** Unguessable file name under DATA_DIR/receipts. */
    filename: text('filename').notNull().unique(),
    who: text('who').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_receipts_orderid_idx').on(t.orderid, t.at)],
);

/**
 * Card holds made at the counter through 3-D Secure for what a check-out's deposit does not cover (holdrest,
 * back office 4.8): which order and amount each gateway transaction is for, until the check-out captures it.
 */
export const counterCardHolds = pgTable('counter_card_holds', {
  gatewayOrderId: text('gateway_order_id').primaryKey(),
  orderid: text('orderid')
    .notNull()
    .references(() => orders.orderid, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  cardLast4: text('card_last4').notNull(),
  /** STARTED until the check-out uses it (USED) or it is given up (RELEASED). */
  state: text('state', { enum: ['STARTED', 'USED', 'RELEASED'] }).notNull(),
  who: text('who').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
