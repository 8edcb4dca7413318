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
 * The listing of one page, on a PostgreSQL server as a named prepared statement (one per shape of filter),
 * so each connection parses it once and PostgreSQL weighs a generic plan against planning each call. A name
 * search is planned for its text every time: the trigram index's worth depends on the text.
 */
export async function findListing(db: Db, f: ProductFilter, spec: PageSpec): Promise<Listing | undefined> {
  const rows = await queryRows<Listing>(db, listingStatement(f, spec), f.search ? undefined : 'listing');
  return rows[0];
}
