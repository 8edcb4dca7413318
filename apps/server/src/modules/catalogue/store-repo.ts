import { and, asc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { categories, products, vendors } from '../../db/schema/catalogue.js';

export interface StoreFilter {
  airportid?: 'SIA' | 'NMIA';
  direction?: 'A' | 'D';
}

/** Active stores (vendors) with the active categories they sell, for one airport and direction or all. */
export async function listStores(db: Conn, filter: StoreFilter = {}) {
  const conds = [eq(vendors.status, 'A')];
  if (filter.airportid) conds.push(eq(vendors.airportid, filter.airportid));
  if (filter.direction) conds.push(eq(vendors.direction, filter.direction));
  const stores = await db.select().from(vendors).where(and(...conds)).orderBy(asc(vendors.vendorname));
  const cats = await db
    .selectDistinct({ vendorid: products.vendorid, categoryid: categories.categoryid, description: categories.description })
    .from(products)
    .innerJoin(categories, eq(categories.categoryid, products.categoryid))
    .where(and(eq(products.status, 'A'), eq(categories.status, 'A'), sql`${products.vendorid} in (select vendorid from vendors where status = 'A')`))
    .orderBy(asc(categories.description));
  return stores.map((s) => ({
    storeid: s.vendorid,
    name: s.vendorname,
    description: s.description,
    vendorreferenceid: s.vendorreferenceid,
    direction: s.direction,
    airportid: s.airportid,
    loungeoperator: s.loungeoperator ? ('Y' as const) : ('N' as const),
    categories: cats.filter((c) => c.vendorid === s.vendorid).map(({ categoryid, description }) => ({ categoryid, description })),
  }));
}

export async function listCategories(db: Conn) {
  return db
    .select({ categoryid: categories.categoryid, description: categories.description })
    .from(categories)
    .where(eq(categories.status, 'A'))
    .orderBy(asc(categories.description));
}

/** The active store that sells this active product, if any. */
export async function findStoreOfProduct(db: Conn, productid: number): Promise<string | undefined> {
  const rows = await db
    .select({ vendorid: products.vendorid })
    .from(products)
    .innerJoin(vendors, eq(vendors.vendorid, products.vendorid))
    .where(and(eq(products.productid, productid), eq(products.status, 'A'), eq(vendors.status, 'A')));
  return rows[0]?.vendorid;
}

/** The store's tax rate in basis points; 0 for an unknown store. */
export async function findStoreTaxBp(db: Conn, vendorid: string): Promise<number> {
  const rows = await db.select({ bp: vendors.taxrateBp }).from(vendors).where(eq(vendors.vendorid, vendorid)).limit(1);
  return rows[0]?.bp ?? 0;
}
