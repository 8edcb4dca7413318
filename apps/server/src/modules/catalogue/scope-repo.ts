import { sql, type SQL } from 'drizzle-orm';
import { matching, type ProductFilter } from './product-filter-repo.js';

/** The brands and price bounds of what the shopper is looking at. */
export interface StoreScope {
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

/** The scope's part of the listing statement: its CTEs, and its columns read beside `v` (the store). */
export interface ScopeParts {
  ctes: SQL[];
  recursive: boolean;
  columns: SQL;
}

/**
 * Without a search, the brands of the store (or category) come from a loose index scan, one index probe
 * per distinct brand, because a plain DISTINCT would read every row of a large store; a brand outside the
 * price range is found by one probe per brand too.
 */
function browsingParts(scope: SQL, price: SQL | undefined): ScopeParts {
  const outside = price
    ? brandList(sql`brand_scan b where b.brand <> '' and not exists (select 1 from products p where ${scope} and p.brand = b.brand and ${price})`)
    : sql`'[]'::json`;
  const brandScan = sql`brand_scan(brand) as (
      (select p.brand from products p where ${scope} order by p.brand limit 1)
      union all
      select (select p.brand from products p where ${scope} and p.brand > b.brand order by p.brand limit 1)
      from brand_scan b where b.brand is not null
    )`;
  return {
    ctes: [brandScan],
    recursive: true,
    columns: sql`(select min(p.unitcost_cents) from products p where ${scope}) as "minCents",
      (select max(p.unitcost_cents) from products p where ${scope}) as "maxCents",
      ${brandList(sql`brand_scan where brand <> ''`)} as brands,
      ${outside} as "brandsOutOfRange"`,
  };
}

/** With a search, everything comes from the products that match it (the trigram index finds them). */
function searchParts(scope: SQL, price: SQL | undefined): ScopeParts {
  const inRange = price ? sql`bool_or(${price})` : sql`true`;
  return {
    ctes: [
      sql`m as (select p.brand, p.unitcost_cents from products p where ${scope})`,
      sql`b as (select p.brand, ${inRange} as in_range from m p where p.brand <> '' group by p.brand)`,
    ],
    recursive: false,
    columns: sql`(select min(unitcost_cents) from m) as "minCents",
      (select max(unitcost_cents) from m) as "maxCents",
      ${brandList(sql`b`)} as brands,
      ${brandList(sql`b where not in_range`)} as "brandsOutOfRange"`,
  };
}

/**
 * The brands and price bounds of the store's listable products in the category and search, whatever brands
 * and price range are chosen; and which brands have nothing in the chosen price range.
 */
export function scopeParts(f: ProductFilter): ScopeParts {
  const scope = matching({ vendorid: f.vendorid, categoryid: f.categoryid, search: f.search, brands: [] });
  const price = priceCondition(f);
  return f.search ? searchParts(scope, price) : browsingParts(scope, price);
}

/**
 * Without a search, what the process keeps of the scope (modules/catalogue/scope-cache.ts) as one JSON value:
 * the price bounds, and each brand, in the shop's brand order, with its products' distinct prices ascending,
 * from which the brands outside any price range follow without asking the database again.
 */
export function scopeSnapshot(f: ProductFilter): SQL {
  const scope = matching({ vendorid: f.vendorid, categoryid: f.categoryid, search: '', brands: [] });
  return sql`(select json_build_object(
      'minCents', (select min(p.unitcost_cents) from products p where ${scope}),
      'maxCents', (select max(p.unitcost_cents) from products p where ${scope}),
      'brands', (select coalesce(json_agg(json_build_array(b.brand, b.prices) order by lower(b.brand), b.brand), '[]'::json)
        from (select p.brand, array_agg(distinct p.unitcost_cents order by p.unitcost_cents) as prices
          from products p where ${scope} and p.brand <> '' group by p.brand) b)))`;
}
