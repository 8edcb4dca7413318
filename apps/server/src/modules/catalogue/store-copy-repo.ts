import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/raw-query.js';
import { listedColumns, listedFrom, type ListedProduct } from './product-repo.js';

/** A listed product with its place in the shop's name order (`lower(productname), productid`), as the database sorts it. */
export interface CopiedProduct extends ListedProduct {
  nameRank: number;
  /** Its brand's place in the shop's brand order (`lower(brand), brand`). */
  brandRank: number;
}

/**
 * What one read of a store brings: the store, its catalogue version, and its active products unless it has
 * more than the limit; at the version the process already holds, only each active product's stock.
 */
export interface StoreRows {
  vendorname: string | null;
  count: number;
  version: number;
  products: CopiedProduct[] | null;
  /** [productid, quantity] of every active product, when the version is the one held. */
  stock: [number, number][] | null;
}

/**
 * One statement reads a store's listable catalogue: every active product (roots and variants) with the
 * columns a page shows, and its ranks in the name and brand orders, so the process sorts exactly as the
 * database's collation does. The version moves with every change a listing shows but stock (migration 0018),
 * so at the version held (`heldVersion`) only the stock is read. A store with more than `limit` active
 * products is counted, not read. No vendorname: the store is not there or not active.
 */
export async function readStore(db: Db, vendorid: string, limit: number, heldVersion: number): Promise<StoreRows> {
  const active = sql`p.vendorid = ${vendorid} and p.status = 'A'`;
  const rows = await queryRows<StoreRows>(
    db,
    sql`with n as (select count(*)::int as count from products p where ${active}),
      ver as (select coalesce((select c.version from catalogue_versions c where c.vendorid = ${vendorid}), 0)::float8 as version)
      select (select v.vendorname from vendors v where v.vendorid = ${vendorid} and v.status = 'A') as vendorname, n.count, ver.version,
        case when n.count <= ${limit} and ver.version = ${heldVersion}::float8
          then (select coalesce(json_agg(json_build_array(p.productid, p.quantity)), '[]'::json) from products p where ${active}) end as stock,
        case when n.count <= ${limit} and ver.version <> ${heldVersion}::float8 then (select coalesce(json_agg(x), '[]'::json) from (
          select ${listedColumns},
            (row_number() over (order by lower(p.productname), p.productid))::int as "nameRank",
            (dense_rank() over (order by lower(p.brand), p.brand))::int as "brandRank"
          from ${listedFrom}
          where ${active}) x) end as products
      from n cross join ver`,
    'store_copy',
  );
  return rows[0] ?? { vendorname: null, count: 0, version: 0, products: null, stock: null };
}
