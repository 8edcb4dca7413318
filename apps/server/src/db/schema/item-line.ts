import { integer, text } from 'drizzle-orm/pg-core';
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
