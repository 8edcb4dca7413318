import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { productSorts } from '@shop/contracts/catalogue';
import type { Conn } from '../../db/client.js';
import { categories, products, vendors } from '../../db/schema/catalogue.js';

/** Which of a store's listable products to answer; prices in cents. */
type ProductSort = (typeof productSorts)[number];

export interface ProductFilter {
  vendorid: string;
  categoryid?: number;
  search: string;
  brands: string[];
  minCents?: number;
  maxCents?: number;
}

// Written exactly like the partial indexes' predicate so the planner can use them.
const shopRow = sql`${products.status} = 'A' and ${products.parentproductid} is null`;
const nameKey = sql`lower(${products.productname})`;

const orders: Record<ProductSort, SQL[]> = {
  product_asc: [asc(nameKey), asc(products.productid)],
  product_desc: [desc(nameKey), desc(products.productid)],
  price_asc: [asc(products.unitcostCents), asc(nameKey), asc(products.productid)],
  price_desc: [desc(products.unitcostCents), asc(nameKey), asc(products.productid)],
};

const productColumns = {
  productid: products.productid,
  productreferenceid: products.productreferenceid,
  productname: products.productname,
  brand: products.brand,
  description: products.description,
  unitcostCents: products.unitcostCents,
  msrpCents: products.msrpCents,
  taxrateBp: products.taxrateBp,
  quantity: products.quantity,
  noticequantity: products.noticequantity,
  stickerid: products.stickerid,
  parentproductid: products.parentproductid,
  vendorid: products.vendorid,
  categoryid: products.categoryid,
  categoryname: categories.description,
  status: products.status,
};

export type ProductRow = Awaited<ReturnType<typeof findProduct>>[number];

/** `\` is LIKE's escape character; escaping it too keeps a searched backslash literal. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function matching(f: ProductFilter): SQL | undefined {
  const conds: SQL[] = [eq(products.vendorid, f.vendorid), shopRow];
  if (f.categoryid !== undefined) conds.push(eq(products.categoryid, f.categoryid));
  if (f.search) conds.push(ilike(products.productname, `%${escapeLike(f.search)}%`));
  if (f.brands.length) conds.push(inArray(products.brand, f.brands));
  if (f.minCents !== undefined) conds.push(gte(products.unitcostCents, f.minCents));
  if (f.maxCents !== undefined) conds.push(lte(products.unitcostCents, f.maxCents));
  return and(...conds);
}

/** The active store, or undefined. */
export async function findActiveStore(db: Conn, vendorid: string) {
  const rows = await db
    .select({ vendorid: vendors.vendorid, vendorname: vendors.vendorname })
    .from(vendors)
    .where(and(eq(vendors.vendorid, vendorid), eq(vendors.status, 'A')))
    .limit(1);
  return rows[0];
}

/** One page of the listable products that match, in the requested order. */
export function listProductPage(db: Conn, f: ProductFilter, sort: ProductSort, limit: number, offset: number) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.categoryid, products.categoryid))
    .where(matching(f))
    .orderBy(...orders[sort])
    .limit(limit)
    .offset(offset);
}

export async function countProducts(db: Conn, f: ProductFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(matching(f));
  return Number(row?.n ?? 0);
}

/** One active product of the store, a root or a variant. */
export function findProduct(db: Conn, vendorid: string, productid: number) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.categoryid, products.categoryid))
    .where(and(eq(products.productid, productid), eq(products.vendorid, vendorid), eq(products.status, 'A')))
    .limit(1);
}

/** The active members (root and variants) of the given variant families, each with its family's root id. */
export function listFamilies(db: Conn, vendorid: string, rootIds: number[]) {
  if (rootIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      productid: products.productid,
      productname: products.productname,
      unitcostCents: products.unitcostCents,
      quantity: products.quantity,
      rootid: sql<number>`coalesce(${products.parentproductid}, ${products.productid})`.mapWith(Number),
    })
    .from(products)
    .where(
      and(
        eq(products.vendorid, vendorid),
        eq(products.status, 'A'),
        or(inArray(products.productid, rootIds), inArray(products.parentproductid, rootIds)),
      ),
    )
    .orderBy(asc(products.unitcostCents), asc(nameKey), asc(products.productid));
}

export interface ProductScope {
  brands: string[];
  minCents: number | null;
  maxCents: number | null;
}

/**
 * Brands and price bounds of the listable products in a store (and category). The brands come from a
 * loose index scan (one index probe per distinct brand) because a plain DISTINCT reads every row.
 */
export async function findProductScope(db: Conn, vendorid: string, categoryid?: number): Promise<ProductScope> {
  const inScope = (p: SQL) =>
    categoryid === undefined
      ? sql`${p}.vendorid = ${vendorid} and ${p}.status = 'A' and ${p}.parentproductid is null`
      : sql`${p}.vendorid = ${vendorid} and ${p}.categoryid = ${categoryid} and ${p}.status = 'A' and ${p}.parentproductid is null`;
  const p = sql.raw('p');
  // Both drivers (node-postgres and PGlite) answer raw statements with `rows`.
  const result = (await db.execute(sql`
    with recursive b(brand) as (
      (select p.brand from products p where ${inScope(p)} order by p.brand limit 1)
      union all
      select (select p.brand from products p where ${inScope(p)} and p.brand > b.brand order by p.brand limit 1)
      from b where b.brand is not null
    )
    select
      (select min(p.unitcost_cents) from products p where ${inScope(p)}) as lo,
      (select max(p.unitcost_cents) from products p where ${inScope(p)}) as hi,
      (select coalesce(json_agg(brand order by lower(brand), brand), '[]'::json) from b where brand <> '') as brands`)) as { rows: { lo: number | null; hi: number | null; brands: string[] }[] };
  const row = result.rows[0];
  return { brands: row?.brands ?? [], minCents: row?.lo ?? null, maxCents: row?.hi ?? null };
}
