import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const terminals = pgTable(
  'terminals',
  {
    airportid: text('airportid', { enum: ['SIA', 'NMIA'] }).notNull(),
    direction: text('direction', { enum: ['A', 'D'] }).notNull(),
    name: text('name').notNull(),
    open: boolean('open').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.airportid, t.direction] })],
);

export const vendorMasters = pgTable('vendor_masters', {
  vendorid: text('vendorid').primaryKey(),
  vendorname: text('vendorname').notNull(),
  description: text('description').notNull(),
  status: text('status', { enum: ['A', 'I'] }).notNull().default('A'),
});

/** A vendor at one airport and direction is a store: its storeid is its vendorid. */
export const vendors = pgTable(
  'vendors',
  {
    vendorid: text('vendorid').primaryKey(),
    vendorname: text('vendorname').notNull(),
    vendorreferenceid: text('vendorreferenceid')
      .notNull()
      .references(() => vendorMasters.vendorid),
    description: text('description').notNull(),
    airportid: text('airportid', { enum: ['SIA', 'NMIA'] }).notNull(),
    direction: text('direction', { enum: ['A', 'D'] }).notNull(),
    contactname: text('contactname').notNull().default(''),
    contactemail: text('contactemail').notNull().default(''),
    contactphone: text('contactphone').notNull().default(''),
    loungeoperator: boolean('loungeoperator').notNull().default(false),
    express: boolean('express').notNull().default(false),
    status: text('status', { enum: ['A', 'I'] }).notNull().default('A'),
    /** Tax rate in hundredths of a percent: 0.165 is 1650. */
    taxrateBp: integer('taxrate_bp').notNull().default(0),
  },
  (t) => [index('vendors_airport_direction_idx').on(t.airportid, t.direction)],
);

export const categories = pgTable('categories', {
  categoryid: serial('categoryid').primaryKey(),
  description: text('description').notNull().unique(),
  status: text('status', { enum: ['A', 'I'] }).notNull().default('A'),
  /** Alcohol or tobacco: a cart holding it asks for the buyer's age (18+) at checkout (decision 0130). */
  restricted: boolean('restricted').notNull().default(false),
});

export const stickers = pgTable('stickers', {
  stickerid: text('stickerid').primaryKey(),
  description: text('description').notNull(),
});

/** The rows the shop lists: active roots of their variant families. Literal, so plans can match the partial indexes. */
const shopRow = sql`status = 'A' and parentproductid is null`;

export const products = pgTable(
  'products',
  {
    productid: serial('productid').primaryKey(),
    /** Names the product's picture; shared by a product and its variant siblings' master. */
    productreferenceid: text('productreferenceid').notNull(),
    vendorid: text('vendorid')
      .notNull()
      .references(() => vendors.vendorid),
    categoryid: integer('categoryid')
      .notNull()
      .references(() => categories.categoryid),
    /** The root of a variant family (sizes); null for a root itself. */
    parentproductid: integer('parentproductid'),
    /** The product master entry (schema/product-master.ts) it was made from; null for products older than it. */
    masterproductid: integer('masterproductid'),
    productname: text('productname').notNull(),
    brand: text('brand').notNull().default(''),
    description: text('description').notNull().default(''),
    unitcostCents: integer('unitcost_cents').notNull(),
    msrpCents: integer('msrp_cents'),
    /** Tax rate in hundredths of a percent: 0.15 is 1500. */
    taxrateBp: integer('taxrate_bp').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    noticequantity: integer('noticequantity').notNull().default(0),
    stickerid: text('stickerid').references(() => stickers.stickerid),
    status: text('status', { enum: ['A', 'I'] }).notNull().default('A'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('products_unitcost_nonnegative', sql`${t.unitcostCents} >= 0`),
    index('products_store_name_idx').on(t.vendorid, t.productname),
    index('products_store_price_idx').on(t.vendorid, t.unitcostCents),
    index('products_store_category_name_idx').on(t.vendorid, t.categoryid, t.productname),
    index('products_store_category_price_idx').on(t.vendorid, t.categoryid, t.unitcostCents),
    index('products_store_brand_idx').on(t.vendorid, t.brand),
    index('products_parent_idx').on(t.parentproductid),
    index('products_master_idx').on(t.masterproductid, t.vendorid),
    // The shop lists only active root products; partial indexes keep those lists, their counts (index-only)
    // and their brand lists fast however many variants and retired products a store has.
    index('products_shop_price_idx').on(t.vendorid, t.unitcostCents, sql`lower(${t.productname})`, t.productid).where(shopRow),
    index('products_shop_name_idx').on(t.vendorid, sql`lower(${t.productname})`, t.productid).where(shopRow),
    index('products_shop_category_price_idx')
      .on(t.vendorid, t.categoryid, t.unitcostCents, sql`lower(${t.productname})`, t.productid)
      .where(shopRow),
    index('products_shop_category_name_idx').on(t.vendorid, t.categoryid, sql`lower(${t.productname})`, t.productid).where(shopRow),
    index('products_shop_brand_idx').on(t.vendorid, t.brand).where(shopRow),
    index('products_shop_category_brand_idx').on(t.vendorid, t.categoryid, t.brand).where(shopRow),
    // Trigrams (pg_trgm) answer the name search's ILIKE '%text%' without reading the whole store.
    index('products_shop_name_trgm_idx').using('gin', t.productname.op('gin_trgm_ops')).where(shopRow),
  ],
);
