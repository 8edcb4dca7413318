import { bigint, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';

/** Numbers every catalogue change, in any store, so a version is never given twice (even after a truncate). */
export const catalogueVersionSeq = pgSequence('catalogue_version_seq');

/**
 * The version of each store's listable catalogue: the products' store, category, family, brand, price and
 * status. Triggers on products (migration 0017) set it from catalogue_version_seq whenever one of those
 * changes, in the changing transaction, and never for stock: a process may keep what it derived from a
 * store's catalogue for as long as the version it reads is the same (docs/decisions/0160). A store with
 * no row has version 0.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  vendorid: text('vendorid').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
