import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';

/**
 * The columns of one bought line, copied from the product when it was reserved so that later price or name changes
 * do not touch it: reservation lines, order items and the counter's extra items keep the same shape.
 * A function, because a drizzle column belongs to one table.
 */
export function itemLineColumns() {
  return {
    productid: integer('productid')
      .notNull()
      .references(() => products.productid),
    /** The store; one order may hold items of several stores of one airport. */
    vendorid: text('vendorid').notNull(),
    productname: text('productname').notNull(),
    unitcostCents: integer('unitcost_cents').notNull(),
    taxrateBp: integer('taxrate_bp').notNull(),
    quantity: integer('quantity').notNull(),
  };
}

/**
 * The flight and the money of a purchase, which a reservation hands to its order unchanged: the same columns on
 * both tables. A function, for the reason above.
 */
export function tripColumns() {
  return {
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
  };
}
