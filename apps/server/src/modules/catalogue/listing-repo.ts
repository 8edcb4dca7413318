import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/raw-query.js';
import type { ProductFilter } from './product-filter-repo.js';
import { pageParts, type PageSpec, type ProductPage } from './product-repo.js';
import { scopeParts, type StoreScope } from './scope-repo.js';

/** Everything getproducts answers, from one statement: the store, the page with its families and total, the scope. */
export type Listing = { vendorname: string } & ProductPage & StoreScope;

/**
 * One statement per page (docs/decisions/0110): the page, its match count and the brands and price bounds of
 * the category are CTEs and sub-selects of one row of the store, so a call is one round trip and one plan.
 * No row means the store is not there or not active.
 */
export function listingStatement(f: ProductFilter, spec: PageSpec): SQL {
  const page = pageParts(f, spec);
  const scope = scopeParts(f);
  return sql`with ${scope.recursive ? sql`recursive ` : sql``}${sql.join([...scope.ctes, ...page.ctes], sql`, `)}
    select v.vendorname, ${scope.columns}, ${page.columns}
    from vendors v
    where v.vendorid = ${f.vendorid} and v.status = 'A'`;
}

/**
 * A generic plan guesses how many rows a price range, a search text or a brand list lets through, and a
 * wrong guess picks the wrong way: a whole category sorted instead of reading the name index in order, or
 * (seen in EXPLAIN on a 100,000-product store, docs/decisions/0110) the brands outside a price range found
 * by reading every product in the range instead of one probe per brand, 22 ms instead of 1.
 */
const hasSelectiveFilter = (f: ProductFilter) =>
  f.search !== '' || f.brands.length > 0 || f.minCents !== undefined || f.maxCents !== undefined;

/**
 * The listing of one page. Plain browsing is a named prepared statement (one per shape), parsed once per
 * connection (and on PGlite once per process) with one plan that suits every store; a selective filter is
 * planned for its values.
 */
export async function findListing(db: Db, f: ProductFilter, spec: PageSpec): Promise<Listing | undefined> {
  const rows = await queryRows<Listing>(db, listingStatement(f, spec), hasSelectiveFilter(f) ? undefined : 'listing');
  return rows[0];
}
