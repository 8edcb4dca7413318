import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { matching, type ProductFilter } from './product-filter-repo.js';
import { queryRows } from '../../db/raw-query.js';

/** The active store, with the brands and price bounds of what the shopper is looking at. */
export interface StoreScope {
  vendorname: string;
  minCents: number | null;
  maxCents: number | null;
  brands: string[];
  /** Brands with no product inside the chosen price range (none when no range is chosen). */
  brandsOutOfRange: string[];
}

/** The price range chosen, as a condition on `p`; undefined when none is. */
function priceCondition(f: ProductFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.minCents !== undefined) conds.push(sql`p.unitcost_cents >= ${f.minCents}`);
  if (f.maxCents !== undefined) conds.push(sql`p.unitcost_cents <= ${f.maxCents}`);
  return conds.length ? sql.join(conds, sql` and `) : undefined;
}

const brandList = (from: SQL) =>
  sql`(select coalesce(json_agg(brand order by lower(brand), brand), '[]'::json) from ${from})`;

/**
 * Without a search, the brands of the store (or category) come from a loose index scan, one index probe
 * per distinct brand, because a plain DISTINCT would read every row of a large store; a brand outside the
 * price range is found by one probe per brand too.
 */
function browsingQuery(vendorid: string, scope: SQL, price: SQL | undefined): SQL {
  const outside = price
    ? brandList(sql`brand_scan b where b.brand <> '' and not exists (select 1 from products p where ${scope} and p.brand = b.brand and ${price})`)
    : sql`'[]'::json`;
  return sql`with recursive brand_scan(brand) as (
      (select p.brand from products p where ${scope} order by p.brand limit 1)
      union all
      select (select p.brand from products p where ${scope} and p.brand > b.brand order by p.brand limit 1)
      from brand_scan b where b.brand is not null
    )
    select
      v.vendorname,
      (select min(p.unitcost_cents) from products p where ${scope}) as "minCents",
      (select max(p.unitcost_cents) from products p where ${scope}) as "maxCents",
      ${brandList(sql`brand_scan where brand <> ''`)} as brands,
      ${outside} as "brandsOutOfRange"
    from vendors v
    where v.vendorid = ${vendorid} and v.status = 'A'`;
}

/** With a search, everything comes from the products that match it (the trigram index finds them). */
function searchQuery(vendorid: string, scope: SQL, price: SQL | undefined): SQL {
  const inRange = price ? sql`bool_or(${price})` : sql`true`;
  return sql`with m as (select p.brand, p.unitcost_cents from products p where ${scope}),
    b as (select p.brand, ${inRange} as in_range from m p where p.brand <> '' group by p.brand)
    select
      v.vendorname,
      (select min(unitcost_cents) from m) as "minCents",
      (select max(unitcost_cents) from m) as "maxCents",
      ${brandList(sql`b`)} as brands,
      ${brandList(sql`b where not in_range`)} as "brandsOutOfRange"
    from vendors v
    where v.vendorid = ${vendorid} and v.status = 'A'`;
}

/**
 * The active store with the brands and price bounds of its listable products in the category and search,
 * whatever brands and price range are chosen; and which brands have nothing in the chosen price range.
 */
export async function findStoreScope(db: Db, f: ProductFilter): Promise<StoreScope | undefined> {
  const scope = matching({ vendorid: f.vendorid, categoryid: f.categoryid, search: f.search, brands: [] });
  const price = priceCondition(f);
  // Plain browsing has one plan that suits every store, prepared once. With a price range the best way to
  // find brands outside it depends on the store's size (a probe per brand in a large store, one range scan
  // in a small one): such statements are planned for their values, like a search.
  const rows = f.search
    ? await queryRows<StoreScope>(db, searchQuery(f.vendorid, scope, price))
    : await queryRows<StoreScope>(db, browsingQuery(f.vendorid, scope, price), price ? undefined : 'storescope');
  return rows[0];
}
