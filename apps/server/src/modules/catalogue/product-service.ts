import type { GetProductsData, Product } from '@shop/contracts/catalogue';
import type { CallRequestOut } from '../../calls/types.js';
import type { Db } from '../../db/client.js';
import { invalid, notFound } from '../../lib/app-error.js';
import { bpToRate, toCents, toDollars } from '../../lib/money.js';
import {
  countProducts,
  findActiveStore,
  findProduct,
  findProductScope,
  listFamilies,
  listProductPage,
  type ProductFilter,
  type ProductRow,
} from './product-repo.js';

type GetProductsRequest = CallRequestOut<'getproducts'>;
type FamilyMember = Awaited<ReturnType<typeof listFamilies>>[number];

// The price slider's range when the store or category has nothing to show (specification, products page).
const EMPTY_SCOPE_MIN = 0;
const EMPTY_SCOPE_MAX = 1000;
// unitcost_cents is a 32-bit integer; a larger bound would make PostgreSQL refuse the parameter.
const MAX_CENTS = 2_147_483_647;

const boundCents = (dollars: number | undefined) =>
  dollars === undefined ? undefined : Math.min(toCents(dollars), MAX_CENTS);

function toFilter(req: GetProductsRequest): ProductFilter {
  if (req.minprice !== undefined && req.maxprice !== undefined && req.minprice > req.maxprice) {
    throw invalid(`request.minprice: must not be above maxprice (${req.minprice} > ${req.maxprice})`);
  }
  return {
    vendorid: req.vendorid,
    categoryid: req.categoryid,
    search: req.search,
    brands: req.brands,
    minCents: boundCents(req.minprice),
    maxCents: boundCents(req.maxprice),
  };
}

function toProduct(row: ProductRow, vendorname: string, family: FamilyMember[]): Product {
  return {
    productid: row.productid,
    productreferenceid: row.productreferenceid,
    productname: row.productname,
    brand: row.brand,
    description: row.description,
    unitcost: toDollars(row.unitcostCents),
    msrp: row.msrpCents === null ? null : toDollars(row.msrpCents),
    taxrate: bpToRate(row.taxrateBp),
    quantity: row.quantity,
    noticequantity: row.noticequantity,
    stickerid: row.stickerid,
    rootproductid: row.parentproductid ?? row.productid,
    siblings: family
      .filter((m) => m.productid !== row.productid)
      .map((m) => ({ productid: m.productid, productname: m.productname, unitcost: toDollars(m.unitcostCents), quantity: m.quantity })),
    vendorid: row.vendorid,
    vendorname,
    categoryid: row.categoryid,
    categoryname: row.categoryname,
    status: row.status,
  };
}

async function withSiblings(db: Db, vendorid: string, vendorname: string, rows: ProductRow[]) {
  const roots = [...new Set(rows.map((r) => r.parentproductid ?? r.productid))];
  const families = new Map<number, FamilyMember[]>();
  for (const m of await listFamilies(db, vendorid, roots)) {
    families.set(m.rootid, [...(families.get(m.rootid) ?? []), m]);
  }
  return rows.map((r) => toProduct(r, vendorname, families.get(r.parentproductid ?? r.productid) ?? []));
}

/** One page of a store's active root products (or one product by id) with variant siblings, match count, brands and price bounds. */
export async function getProducts(db: Db, req: GetProductsRequest): Promise<GetProductsData> {
  const filter = toFilter(req);
  const offset = (req.page - 1) * req.pagesize;
  // Independent reads run side by side: one round trip of latency instead of four.
  const [store, rows, total, scope] = await Promise.all([
    findActiveStore(db, req.vendorid),
    req.productid === undefined
      ? listProductPage(db, filter, req.sort, req.pagesize, offset)
      : findProduct(db, req.vendorid, req.productid),
    req.productid === undefined ? countProducts(db, filter) : undefined,
    findProductScope(db, req.vendorid, req.categoryid),
  ]);
  if (!store) throw notFound(`The store ${req.vendorid} was not found.`);
  if (req.productid !== undefined && rows.length === 0) {
    throw notFound(`The product ${req.productid} was not found in the store ${store.vendorname}.`);
  }
  return {
    products: await withSiblings(db, store.vendorid, store.vendorname, rows),
    total: total ?? rows.length,
    page: req.productid === undefined ? req.page : 1,
    pagesize: req.pagesize,
    brands: scope.brands,
    pricemin: scope.minCents === null ? EMPTY_SCOPE_MIN : toDollars(scope.minCents),
    pricemax: scope.maxCents === null ? EMPTY_SCOPE_MAX : toDollars(scope.maxCents),
  };
}
