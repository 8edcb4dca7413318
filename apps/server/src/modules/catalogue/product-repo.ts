import { sql, type SQL } from 'drizzle-orm';
import { matching, orderOf, type ProductFilter, type ProductSort, type SortColumns } from './product-filter-repo.js';

/** A page of the filtered list, or the one product (root or variant) with this id. */
export type PageSpec = { sort: ProductSort; limit: number; offset: number } | { productid: number };

export interface ListedProduct {
  productid: number;
  productreferenceid: string;
  productname: string;
  brand: string;
  description: string;
  unitcostCents: number;
  msrpCents: number | null;
  taxrateBp: number;
  quantity: number;
  noticequantity: number;
  stickerid: string | null;
  stickername: string | null;
  parentproductid: number | null;
  vendorid: string;
  categoryid: number;
  categoryname: string;
  status: 'A' | 'I';
}

/** An active member of a listed product's variant family. */
export interface FamilyMember {
  productid: number;
  productname: string;
  unitcostCents: number;
  quantity: number;
  rootid: number;
}

/** A page of products with their variant families, and how many products match in all. */
export interface ProductPage {
  products: ListedProduct[];
  family: FamilyMember[];
  total: number;
}

// The same order on the table (to pick the page) and on the page's renamed columns (to keep it in the answer).
const tableSort: SortColumns = { cost: sql`p.unitcost_cents`, name: sql`p.productname`, id: sql`p.productid` };
const pageSort: SortColumns = { cost: sql`page."unitcostCents"`, name: sql`page.productname`, id: sql`page.productid` };

/** A ListedProduct's columns and the tables they come from (products p), for the page and the store copy. */
export const listedColumns = sql`p.productid, p.productreferenceid, p.productname, p.brand, p.description,
    p.unitcost_cents as "unitcostCents", p.msrp_cents as "msrpCents", p.taxrate_bp as "taxrateBp", p.quantity,
    p.noticequantity, p.stickerid, st.description as stickername, p.parentproductid, p.vendorid, p.categoryid,
    c.description as categoryname, p.status`;
export const listedFrom = sql`products p join categories c on c.categoryid = p.categoryid left join stickers st on st.stickerid = p.stickerid`;

function pageQuery(f: ProductFilter, spec: PageSpec): SQL {
  const columns = sql`${listedColumns} from ${listedFrom}`;
  if ('productid' in spec) {
    return sql`select ${columns} where p.productid = ${spec.productid} and p.vendorid = ${f.vendorid} and p.status = 'A'`;
  }
  return sql`select ${columns} where ${matching(f)} order by ${orderOf(tableSort, spec.sort)} limit ${spec.limit} offset ${spec.offset}`;
}

/** The page's part of the listing statement: its CTE, and its columns (products, family, total). */
export function pageParts(f: ProductFilter, spec: PageSpec): { ctes: SQL[]; columns: SQL } {
  const roots = sql`array(select coalesce(parentproductid, productid) from page)`;
  const total = 'productid' in spec ? sql`select count(*) from page` : sql`select count(*) from products p where ${matching(f)}`;
  const order = 'productid' in spec ? sql`page.productid` : orderOf(pageSort, spec.sort);
  return {
    ctes: [sql`page as (${pageQuery(f, spec)})`],
    columns: sql`(select coalesce(json_agg(page order by ${order}), '[]'::json) from page) as products,
      (select coalesce(json_agg(json_build_object('productid', s.productid, 'productname', s.productname,
          'unitcostCents', s.unitcost_cents, 'quantity', s.quantity, 'rootid', coalesce(s.parentproductid, s.productid))
          order by s.unitcost_cents, lower(s.productname), s.productid), '[]'::json)
        from products s
        where s.status = 'A' and (s.productid = any(${roots}) or s.parentproductid = any(${roots}))) as family,
      (${total})::int as total`,
  };
}
