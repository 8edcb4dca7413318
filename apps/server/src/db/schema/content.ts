import { integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const banners = pgTable('banners', {
  bannerid: serial('bannerid').primaryKey(),
  /** MAIN-VENDOR, MAIN-PRODUCT and MAIN-URL open something; DETAIL and AD are pictures only. */
  bannertype: text('bannertype').notNull(),
  linkid: text('linkid'),
  sequenceid: integer('sequenceid').notNull().default(0),
  airportid: text('airportid', { enum: ['SIA', 'NMIA'] }).notNull(),
  direction: text('direction', { enum: ['A', 'D'] }).notNull(),
  title: text('title').notNull(),
  caption: text('caption').notNull().default(''),
  status: text('status', { enum: ['A', 'I'] }).notNull().default('A'),
});

export const documents = pgTable('documents', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  html: text('html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const currencies = pgTable('currencies', {
  currencycode: text('currencycode').primaryKey(),
  description: text('description').notNull(),
  exchangerate: numeric('exchangerate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
  /** When and by whom the rate was last set (shown beside prices in that currency, decision 0131). */
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  setBy: text('set_by'),
});

export const assets = pgTable('assets', {
  assettype: text('assettype').primaryKey(),
  filetype: text('filetype').notNull(),
  maxsize: numeric('maxsize', { precision: 8, scale: 2, mode: 'number' }).notNull(),
  height: integer('height').notNull(),
  width: integer('width').notNull(),
});

/** Lounge prices per market: DEPARTURELOUNGE, ARRIVALONLY, ARRIVALBUNDLE. */
export const priceList = pgTable(
  'price_list',
  {
    market: text('market').notNull(),
    productid: text('productid', { enum: ['DEPARTURELOUNGE', 'ARRIVALONLY', 'ARRIVALBUNDLE'] }).notNull(),
    description: text('description').notNull(),
    adultCents: integer('adult_cents').notNull(),
    childCents: integer('child_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.market, t.productid] })],
);
