import type { GetProductsData, Product } from '@shop/contracts/catalogue';
import type { CallRequestOut } from '../../calls/types.js';
import type { Db } from '../../db/client.js';
import { invalid, notFound } from '../../lib/app-error.js';
import { bpToRate, toCents, toDollars } from '../../lib/money.js';
import type { FamilyMember, ListedProduct, PageSpec } from './product-repo.js';
import { findListing } from './listing-repo.js';
import type { ProductFilter } from './product-filter-repo.js';
import { findStoreOfProduct } from './store-repo.js';
import type { StoreCopies } from './store-copies.js';

type GetProductsRequest = CallRequestOut<'getproducts'>;
/** The request once its store is known. */
type StoreRequest = GetProductsRequest & { vendorid: string };

// The price slider's range when the store or category has nothing to show (specification, products page).
const EMPTY_SCOPE_MIN = 0;
const EMPTY_SCOPE_MAX = 1000;
// unitcost_cents is a 32-bit integer; a larger bound would make PostgreSQL refuse the parameter.
const MAX_CENTS = 2_147_483_647;

const boundCents = (dollars: number | undefined) =>
  dollars === undefined ? undefined : Math.min(toCents(dollars), MAX_CENTS);

function toFilter(req: StoreRequest): ProductFilter {
  if (req.minprice !== undefined && req.maxprice !== undefined && req.minprice > req.maxprice) {
    throw invalid(`Minimum price (${req.minprice}) must not be above the maximum price (${req.maxprice}).`);
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

const rootOf = (p: ListedProduct) => p.parentproductid ?? p.productid;

function toProduct(p: ListedProduct, vendorname: string, families: Map<number, FamilyMember[]>): Product {
  return {
    productid: p.productid,
    productreferenceid: p.productreferenceid,
    productname: p.productname,
    brand: p.brand,
    description: p.description,
    unitcost: toDollars(p.unitcostCents),
    msrp: p.msrpCents === null ? null : toDollars(p.msrpCents),
    taxrate: bpToRate(p.taxrateBp),
    quantity: p.quantity,
    noticequantity: p.noticequantity,
    stickerid: p.stickerid,
    stickername: p.stickername,
    rootproductid: rootOf(p),
    siblings: (families.get(rootOf(p)) ?? [])
      .filter((m) => m.productid !== p.productid)
      .map((m) => ({ productid: m.productid, productname: m.productname, unitcost: toDollars(m.unitcostCents), quantity: m.quantity })),
    vendorid: p.vendorid,
    vendorname,
    categoryid: p.categoryid,
    categoryname: p.categoryname,
    status: p.status,
  };
}

/** The request with its store: the one asked for, or the store of the one product asked for (a product banner). */
async function withStore(db: Db, req: GetProductsRequest): Promise<StoreRequest> {
  if (req.vendorid !== undefined) return { ...req, vendorid: req.vendorid };
  const { productid } = req;
  // The contract lets vendorid out only with a productid.
  if (productid === undefined) throw invalid('request.vendorid: is required');
  const vendorid = await findStoreOfProduct(db, productid);
  if (!vendorid) throw notFound(`The product ${productid} was not found.`);
  return { ...req, vendorid };
}

/** A browsed page from the process's copy of the store when it holds one (docs/decisions/0195); a search, or a store not copied, from the database. */
async function listingOf(db: Db, copies: StoreCopies, f: ProductFilter, spec: PageSpec) {
  const copy = f.search === '' ? await copies.copyOf(f.vendorid) : undefined;
  return copy ? copy.listing(f, spec) : findListing(db, f, spec);
}

/** One page of a store's active root products (or one product by id) with variant siblings, match count, and the brands and price bounds of the category and search. */
export async function getProducts(db: Db, copies: StoreCopies, request: GetProductsRequest): Promise<GetProductsData> {
  const req = await withStore(db, request);
  const filter = toFilter(req);
  const spec: PageSpec =
    req.productid === undefined
      ? { sort: req.sort, limit: req.pagesize, offset: (req.page - 1) * req.pagesize }
      : { productid: req.productid };
  const store = await listingOf(db, copies, filter, spec);
  if (!store) throw notFound(`The store ${req.vendorid} was not found.`);
  if (req.productid !== undefined && store.products.length === 0) {
    throw notFound(`The product ${req.productid} was not found in the store ${store.vendorname}.`);
  }
  const families = new Map<number, FamilyMember[]>();
  for (const m of store.family) families.set(m.rootid, [...(families.get(m.rootid) ?? []), m]);
  return {
    products: store.products.map((p) => toProduct(p, store.vendorname, families)),
    total: store.total,
    page: req.productid === undefined ? req.page : 1,
    pagesize: req.pagesize,
    brands: store.brands,
    brandsoutofrange: store.brandsOutOfRange,
    pricemin: store.minCents === null ? EMPTY_SCOPE_MIN : toDollars(store.minCents),
    pricemax: store.maxCents === null ? EMPTY_SCOPE_MAX : toDollars(store.maxCents),
  };
}
