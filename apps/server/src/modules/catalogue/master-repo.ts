import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { categories } from '../../db/schema/catalogue.js';
import { masterProducts, masterProductVendors } from '../../db/schema/product-master.js';

export type MasterRow = typeof masterProducts.$inferSelect;

export interface MasterFilter {
  search: string;
  page: number;
  pagesize: number;
  productid?: number | null;
  parentsOnly: boolean;
  /** Only the active products the store may sell (not parents) and does not sell yet: the Add Product picker. */
  sellableBy?: string;
  /** Only products the store may sell, itself or through its parent (a vendor supervisor's view). */
  store?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The master products a store may sell: given to it, or children of a parent given to it. */
const mayBeSoldBy = (store: string) => sql`(${masterProducts.productid} in (select productid from master_product_vendors where vendorid = ${store})
  or ${masterProducts.parentid} in (select productid from master_product_vendors where vendorid = ${store}))`;

/** The store already sells the master product (Add Product would answer "already one of your products"). */
const soldBy = (store: string) => sql`${masterProducts.productid} in (select masterproductid from products where vendorid = ${store} and masterproductid is not null)`;

function conditions(f: MasterFilter): SQL[] {
  const where: SQL[] = [];
  if (f.productid) where.push(eq(masterProducts.productid, f.productid));
  if (f.search) where.push(ilike(masterProducts.productname, `%${escapeLike(f.search)}%`));
  if (f.parentsOnly) where.push(eq(masterProducts.parent, true));
  if (f.sellableBy) where.push(eq(masterProducts.status, 'A'), eq(masterProducts.parent, false), mayBeSoldBy(f.sellableBy), sql`not ${soldBy(f.sellableBy)}`);
  if (f.store) where.push(mayBeSoldBy(f.store));
  return where;
}

/** One page of master products by name with their category, and how many match. */
export async function findMasters(db: Conn, f: MasterFilter) {
  const where = and(...conditions(f));
  const byName = [sql`lower(${masterProducts.productname})`, asc(masterProducts.productid)];
  // The page's ids first, from the name index alone (an index-only scan however deep the page), then their rows.
  const page = db
    .select({ id: masterProducts.productid })
    .from(masterProducts)
    .where(where)
    .orderBy(...byName)
    .limit(f.pagesize)
    .offset((f.page - 1) * f.pagesize);
  const [rows, [total]] = await Promise.all([
    db
      .select({ m: masterProducts, categoryname: categories.description })
      .from(masterProducts)
      .innerJoin(categories, eq(categories.categoryid, masterProducts.categoryid))
      .where(inArray(masterProducts.productid, page))
      .orderBy(...byName),
    db.select({ n: count() }).from(masterProducts).where(where),
  ]);
  return { rows, total: total!.n };
}

/** The stores each of the given master products is given to. */
export async function vendorsOf(db: Conn, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db
    .select()
    .from(masterProductVendors)
    .where(inArray(masterProductVendors.productid, ids))
    .orderBy(asc(masterProductVendors.vendorid));
  for (const r of rows) out.get(r.productid)?.push(r.vendorid);
  return out;
}

export const masterById = async (db: Conn, id: number): Promise<MasterRow | undefined> =>
  (await db.select().from(masterProducts).where(eq(masterProducts.productid, id)))[0];

/** Locks the master product row for the rest of the transaction. */
export const lockMaster = async (db: Conn, id: number): Promise<MasterRow | undefined> =>
  (await db.select().from(masterProducts).where(eq(masterProducts.productid, id)).for('update'))[0];

export const childrenOf = (db: Conn, parentid: number) => db.select().from(masterProducts).where(eq(masterProducts.parentid, parentid));

/** Replaces the stores a master product is given to. */
export async function setVendors(db: Conn, productid: number, stores: readonly string[]) {
  await db.delete(masterProductVendors).where(eq(masterProductVendors.productid, productid));
  if (stores.length) await db.insert(masterProductVendors).values(stores.map((vendorid) => ({ productid, vendorid })));
}

/** True when the store may sell the master product (given to it, or its parent is). */
export async function storeMaySell(db: Conn, store: string, m: MasterRow): Promise<boolean> {
  const ids = m.parentid ? [m.productid, m.parentid] : [m.productid];
  const [hit] = await db
    .select({ n: count() })
    .from(masterProductVendors)
    .where(and(eq(masterProductVendors.vendorid, store), inArray(masterProductVendors.productid, ids)));
  return hit!.n > 0;
}

