import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows, queryShape, shapeOf } from '../../db/raw-query.js';
import type { ProductFilter } from './product-filter-repo.js';
import { pageParts, type PageSpec, type ProductPage } from './product-repo.js';
import { heldScope, keepScope, scopeFor, type ScopeSnapshot } from './scope-cache.js';
import { scopeParts, scopeSnapshot, type StoreScope } from './scope-repo.js';

/** Everything getproducts answers, from one statement: the store, the page with its families and total, the scope. */
export type Listing = { vendorname: string } & ProductPage & StoreScope;

/**
 * A searched page: one statement (docs/decisions/0110) whose scope comes from the search's matches, planned
 * for its values, since a generic plan cannot guess how many products a search text lets through.
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
 * A browsed page (no search): the page, its families and total, and the store's catalogue version read in
 * the same snapshot; the scope only when the process does not hold it at that version (`heldVersion`),
 * which a change to the catalogue, and only that, moves (docs/decisions/0160).
 */
export function browsingStatement(f: ProductFilter, spec: PageSpec, heldVersion: number): SQL {
  const page = pageParts(f, spec);
  return sql`with ${sql.join(page.ctes, sql`, `)},
      ver as (select coalesce((select c.version from catalogue_versions c where c.vendorid = ${f.vendorid}), 0)::float8 as version)
    select v.vendorname, ver.version,
      case when ver.version = ${heldVersion}::float8 then null else ${scopeSnapshot(f)} end as scope,
      ${page.columns}
    from vendors v cross join ver
    where v.vendorid = ${f.vendorid} and v.status = 'A'`;
}

type BrowsedRow = { vendorname: string; version: number; scope: ScopeSnapshot | null } & ProductPage;

const slot = <T>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * A browsed page's statement, built once per shape (category or not, which price bounds, the sort or one
 * product) with its values as placeholders; a brand list is rare enough to be built per call.
 */
function browsingQuery(db: Db, f: ProductFilter, spec: PageSpec, heldVersion: number) {
  if (f.brands.length) return queryRows<BrowsedRow>(db, browsingStatement(f, spec, heldVersion), 'listing');
  const single = 'productid' in spec;
  const key = `listing:${f.categoryid !== undefined}:${f.minCents !== undefined}:${f.maxCents !== undefined}:${single ? 'one' : spec.sort}`;
  const shape = shapeOf(key, 'listing', () =>
    browsingStatement(
      {
        vendorid: slot('vendorid'),
        categoryid: f.categoryid === undefined ? undefined : slot('categoryid'),
        search: '',
        brands: [],
        minCents: f.minCents === undefined ? undefined : slot('minCents'),
        maxCents: f.maxCents === undefined ? undefined : slot('maxCents'),
      },
      single ? { productid: slot('productid') } : { sort: spec.sort, limit: slot('limit'), offset: slot('offset') },
      slot('held'),
    ),
  );
  return queryShape<BrowsedRow>(db, shape, { ...f, ...spec, held: heldVersion });
}

/**
 * The listing of one page. A browsed page is a named prepared statement (one per shape) with one generic
 * plan: its conditions are indexed ranges whatever their values, and the scope, the part a range's values
 * could mislead, is mostly not read. A searched page is planned for its values.
 */
export async function findListing(db: Db, f: ProductFilter, spec: PageSpec): Promise<Listing | undefined> {
  if (f.search !== '') return (await queryRows<Listing>(db, listingStatement(f, spec)))[0];
  const held = heldScope(db, f.vendorid, f.categoryid);
  const [row] = await browsingQuery(db, f, spec, held?.version ?? -1);
  if (!row) return undefined;
  const snapshot = row.scope ?? held;
  // The statement leaves the scope out only when the version matches the one held.
  if (!snapshot) throw new Error(`getproducts: no scope for ${f.vendorid} at catalogue version ${row.version}`);
  if (row.scope) keepScope(db, f.vendorid, f.categoryid, { ...row.scope, version: row.version });
  const { vendorname, products, family, total } = row;
  return { vendorname, products, family, total, ...scopeFor(snapshot, f.minCents, f.maxCents) };
}
