import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { categories, vendors } from './catalogue.js';

/** A kind of variant difference: Size, Colour, ... */
export const classTypes = pgTable('class_types', {
  classtypeid: serial('classtypeid').primaryKey(),
  description: text('description').notNull(),
});

/** One value of a class type: 700ml, 1L, Red, ... */
export const classifications = pgTable(
  'classifications',
  {
    classid: serial('classid').primaryKey(),
    classtypeid: integer('classtypeid')
      .notNull()
      .references(() => classTypes.classtypeid),
    description: text('description').notNull(),
  },
  (t) => [index('classifications_classtype_idx').on(t.classtypeid)],
);

/**
 * The airport's shared catalogue entry a store's product is made from. A parent groups its children (the sizes
 * of one product, told apart by their classifications); a child with a parent, or a product with neither, is sold.
 */
export const masterProducts = pgTable(
  'master_products',
  {
    productid: serial('productid').primaryKey(),
    /** Names the picture; the stores' products made from it share it. */
    productreferenceid: text('productreferenceid').notNull(),
    productname: text('productname').notNull(),
    categoryid: integer('categoryid')
      .notNull()
      .references(() => categories.categoryid),
    unitcostCents: integer('unitcost_cents').notNull().default(0),
    taxexempt: boolean('taxexempt').notNull().default(false),
    noticequantity: integer('noticequantity').notNull().default(0),
    description: text('description').notNull(),
    parent: boolean('parent').notNull().default(false),
    parentid: integer('parentid'),
    classtype1: integer('classtype1').references(() => classTypes.classtypeid),
    classtype2: integer('classtype2').references(() => classTypes.classtypeid),
    classid1: integer('classid1').references(() => classifications.classid),
    classid2: integer('classid2').references(() => classifications.classid),
    status: text('status', { enum: ['A', 'I'] }).notNull().default('A'),
    recommended: boolean('recommended').notNull().default(false),
  },
  (t) => [
    check('master_products_unitcost_nonnegative', sql`${t.unitcostCents} >= 0`),
    index('master_products_name_idx').on(sql`lower(${t.productname})`, t.productid),
    index('master_products_parent_idx').on(t.parentid),
    index('master_products_name_trgm_idx').using('gin', t.productname.op('gin_trgm_ops')),
  ],
);

/** The stores that may sell a master product. */
export const masterProductVendors = pgTable(
  'master_product_vendors',
  {
    productid: integer('productid')
      .notNull()
      .references(() => masterProducts.productid, { onDelete: 'cascade' }),
    vendorid: text('vendorid')
      .notNull()
      .references(() => vendors.vendorid),
  },
  (t) => [primaryKey({ columns: [t.productid, t.vendorid] }), index('master_product_vendors_vendor_idx').on(t.vendorid, t.productid)],
);
