import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { categories, products } from '../../db/schema/catalogue.js';

export type ProductRow = typeof products.$inferSelect;

export interface StoreProductFilter {
  store: string;
  search: string;
  page: number;
  pagesize: number;
  productid?: number | null;
}

/** One page of a store's products (every status and size) by name, with their category, and how many match. */
export async function findStoreProducts(db: Conn, f: StoreProductFilter) {
  const where: SQL[] = [eq(products.vendorid, f.store)];
  if (f.productid) where.push(eq(products.productid, f.productid));
  if (f.search) where.push(ilike(products.productname, `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const [rows, [total]] = await Promise.all([
    db
      .select({ p: products, categoryname: categories.description })
      .from(products)
      .innerJoin(categories, eq(categories.categoryid, products.categoryid))
      .where(and(...where))
      .orderBy(sql`lower(${products.productname})`, asc(products.productid))
      .limit(f.pagesize)
      .offset((f.page - 1) * f.pagesize),
    db.select({ n: count() }).from(products).where(and(...where)),
  ]);
  return { rows, total: total!.n };
}

/** The store's product, locked for the rest of the transaction; another store's product is not found. */
export const lockStoreProduct = async (db: Conn, store: string, productid: number): Promise<ProductRow | undefined> =>
  (await db.select().from(products).where(and(eq(products.productid, productid), eq(products.vendorid, store))).for('update'))[0];
