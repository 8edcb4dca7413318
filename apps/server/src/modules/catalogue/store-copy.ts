import type { Listing } from './listing-repo.js';
import type { ProductFilter, ProductSort } from './product-filter-repo.js';
import type { FamilyMember, PageSpec } from './product-repo.js';
import { scopeFor, type ScopeSnapshot } from './scope-cache.js';
import type { CopiedProduct } from './store-copy-repo.js';

/** A store's listable catalogue as this process read it, answering browsed pages as the listing statement does. */
export interface StoreCopy {
  /** The page, its families, total and scope; undefined when the store is not there or not active. */
  listing(f: ProductFilter, spec: PageSpec): Listing | undefined;
}

const rootOf = (p: CopiedProduct) => p.parentproductid ?? p.productid;
/** The page pass of a category the store does not have. */
const NONE: readonly CopiedProduct[] = [];

// The shop's orders (product-filter-repo.ts `orderOf`): the name rank is `lower(productname), productid`.
const comparators: Record<ProductSort, (a: CopiedProduct, b: CopiedProduct) => number> = {
  product_asc: (a, b) => a.nameRank - b.nameRank,
  product_desc: (a, b) => b.nameRank - a.nameRank,
  price_asc: (a, b) => a.unitcostCents - b.unitcostCents || a.nameRank - b.nameRank,
  price_desc: (a, b) => b.unitcostCents - a.unitcostCents || a.nameRank - b.nameRank,
};

const toMember = (p: CopiedProduct): FamilyMember => ({
  productid: p.productid,
  productname: p.productname,
  unitcostCents: p.unitcostCents,
  quantity: p.quantity,
  rootid: rootOf(p),
});

/** The brands and price bounds of the roots given, as `scopeSnapshot` (scope-repo.ts) reads them. */
function snapshotOf(roots: readonly CopiedProduct[]): ScopeSnapshot {
  let minCents: number | null = null;
  let maxCents: number | null = null;
  const brands = new Map<string, { rank: number; prices: Set<number> }>();
  for (const p of roots) {
    if (minCents === null || p.unitcostCents < minCents) minCents = p.unitcostCents;
    if (maxCents === null || p.unitcostCents > maxCents) maxCents = p.unitcostCents;
    if (p.brand === '') continue;
    let b = brands.get(p.brand);
    if (!b) brands.set(p.brand, (b = { rank: p.brandRank, prices: new Set() }));
    b.prices.add(p.unitcostCents);
  }
  return {
    minCents,
    maxCents,
    brands: [...brands]
      .sort(([, a], [, b]) => a.rank - b.rank)
      .map(([brand, b]) => [brand, [...b.prices].sort((x, y) => x - y)]),
  };
}

/**
 * A copy of the store's active products (none when the store is not there or not active). Each sort's order
 * and each category's scope are worked out once, when first asked; a page is then one pass over the sorted
 * roots, counting the matches and keeping the page's.
 */
export function storeCopy(vendorname: string | null, products: readonly CopiedProduct[]): StoreCopy {
  const roots = products.filter((p) => p.parentproductid === null);
  const byId = new Map(products.map((p) => [p.productid, p]));
  const families = new Map<number, FamilyMember[]>();
  for (const p of [...products].sort(comparators.price_asc)) {
    const members = families.get(rootOf(p));
    if (members) members.push(toMember(p));
    else families.set(rootOf(p), [toMember(p)]);
  }
  const sorted = new Map<ProductSort, CopiedProduct[]>();
  const scopes = new Map<number | undefined, ScopeSnapshot>();

  const sortedBy = (sort: ProductSort) => {
    let list = sorted.get(sort);
    if (!list) sorted.set(sort, (list = [...roots].sort(comparators[sort])));
    return list;
  };
  // A category's roots in each order, kept by sort and category: a page of one category passes over its own
  // products only. Only the store's categories are kept; any other has no products.
  const categories = new Set(roots.map((p) => p.categoryid));
  const inCategory = new Map<string, CopiedProduct[]>();
  const sortedIn = (sort: ProductSort, categoryid: number | undefined): readonly CopiedProduct[] => {
    if (categoryid === undefined) return sortedBy(sort);
    if (!categories.has(categoryid)) return NONE;
    const key = `${sort}:${categoryid}`;
    let list = inCategory.get(key);
    if (!list) inCategory.set(key, (list = sortedBy(sort).filter((p) => p.categoryid === categoryid)));
    return list;
  };
  const scopeOf = (categoryid: number | undefined) => {
    let scope = scopes.get(categoryid);
    if (!scope) {
      scope = snapshotOf(categoryid === undefined ? roots : roots.filter((p) => p.categoryid === categoryid));
      scopes.set(categoryid, scope);
    }
    return scope;
  };

  function page(f: ProductFilter, spec: PageSpec): { products: CopiedProduct[]; total: number } {
    if ('productid' in spec) {
      const one = byId.get(spec.productid);
      return one ? { products: [one], total: 1 } : { products: [], total: 0 };
    }
    const brands = f.brands.length ? new Set(f.brands) : undefined;
    const min = f.minCents ?? -Infinity;
    const max = f.maxCents ?? Infinity;
    const end = spec.offset + spec.limit;
    const found: CopiedProduct[] = [];
    let total = 0;
    for (const p of sortedIn(spec.sort, f.categoryid)) {
      if (p.unitcostCents < min || p.unitcostCents > max) continue;
      if (brands && !brands.has(p.brand)) continue;
      if (total >= spec.offset && total < end) found.push(p);
      total++;
    }
    return { products: found, total };
  }

  return {
    listing(f, spec) {
      if (vendorname === null) return undefined;
      const { products: shown, total } = page(f, spec);
      const family = shown.flatMap((p) => families.get(rootOf(p)) ?? []);
      return { vendorname, products: shown, family, total, ...scopeFor(scopeOf(f.categoryid), f.minCents, f.maxCents) };
    },
  };
}
