import { sql, type SQL } from 'drizzle-orm';
import type { productSorts } from '@shop/contracts/catalogue';

// SQL fragments shared by the products page and the store scope queries (table alias p).

export type ProductSort = (typeof productSorts)[number];

/** Which of a store's listable products to answer; prices in cents. */
export interface ProductFilter {
  vendorid: string;
  categoryid?: number;
  search: string;
  brands: string[];
  minCents?: number;
  maxCents?: number;
}

// The shop lists active roots only, written exactly like the partial indexes' predicate so plans use them.
export function inScope(vendorid: string, categoryid: number | undefined): SQL {
  const category = categoryid === undefined ? sql`` : sql` and p.categoryid = ${categoryid}`;
  return sql`p.vendorid = ${vendorid}${category} and p.status = 'A' and p.parentproductid is null`;
}

/** `\` is LIKE's escape character; escaping it too keeps a searched backslash literal. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function matching(f: ProductFilter): SQL {
  const conds = [inScope(f.vendorid, f.categoryid)];
  if (f.search) conds.push(sql`p.productname ilike ${`%${escapeLike(f.search)}%`}`);
  if (f.brands.length) conds.push(sql`p.brand = any(${sql.param(f.brands)}::text[])`);
  if (f.minCents !== undefined) conds.push(sql`p.unitcost_cents >= ${f.minCents}`);
  if (f.maxCents !== undefined) conds.push(sql`p.unitcost_cents <= ${f.maxCents}`);
  return sql.join(conds, sql` and `);
}

export interface SortColumns {
  cost: SQL;
  name: SQL;
  id: SQL;
}

// Names sort case-insensitively, productid breaks ties; the price sorts break ties by name.
export function orderOf({ cost, name, id }: SortColumns, sort: ProductSort): SQL {
  const lowerName = sql`lower(${name})`;
  switch (sort) {
    case 'product_asc':
      return sql`${lowerName}, ${id}`;
    case 'product_desc':
      return sql`${lowerName} desc, ${id} desc`;
    case 'price_asc':
      return sql`${cost}, ${lowerName}, ${id}`;
    case 'price_desc':
      return sql`${cost} desc, ${lowerName}, ${id}`;
  }
}
