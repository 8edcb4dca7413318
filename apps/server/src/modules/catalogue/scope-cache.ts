import type { Db } from '../../db/client.js';
import type { StoreScope } from './scope-repo.js';

/**
 * A store's (or category's) scope as the listing statement answers it when the process does not hold it at
 * the store's catalogue version: the price bounds, and each brand (in the shop's brand order) with the
 * distinct prices of its products, ascending.
 */
export interface ScopeSnapshot {
  minCents: number | null;
  maxCents: number | null;
  brands: [brand: string, prices: number[]][];
}

export interface HeldScope extends ScopeSnapshot {
  version: number;
}

/** Stores times categories, plus room; a key asked for a category that is not there holds an empty scope. */
const MAX_SCOPES = 2000;
const held = new WeakMap<Db, Map<string, HeldScope>>();

const keyOf = (vendorid: string, categoryid: number | undefined) => `${vendorid}\u0000${categoryid ?? ''}`;

function scopesOf(db: Db) {
  let scopes = held.get(db);
  if (!scopes) held.set(db, (scopes = new Map()));
  return scopes;
}

/** The scope this process holds for the store and category, at the catalogue version it was read at. */
export function heldScope(db: Db, vendorid: string, categoryid: number | undefined): HeldScope | undefined {
  return scopesOf(db).get(keyOf(vendorid, categoryid));
}

/**
 * Keeps a scope read with the store's catalogue version, for the next pages. Versions only grow (one
 * sequence numbers them), so an answer that arrives late never replaces a newer one.
 */
export function keepScope(db: Db, vendorid: string, categoryid: number | undefined, scope: HeldScope) {
  const scopes = scopesOf(db);
  const key = keyOf(vendorid, categoryid);
  const current = scopes.get(key);
  if (current && current.version > scope.version) return;
  scopes.delete(key);
  if (scopes.size >= MAX_SCOPES) scopes.delete(scopes.keys().next().value ?? key);
  scopes.set(key, scope);
}

/** True when a sorted list of prices has one in [min, max]. */
function anyWithin(prices: number[], min: number, max: number): boolean {
  let lo = 0;
  let hi = prices.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (prices[mid]! < min) lo = mid + 1;
    else hi = mid;
  }
  return lo < prices.length && prices[lo]! <= max;
}

/** The scope's answer for a price range (none chosen: no brand is out of range). */
export function scopeFor(s: ScopeSnapshot, minCents: number | undefined, maxCents: number | undefined): StoreScope {
  const ranged = minCents !== undefined || maxCents !== undefined;
  const min = minCents ?? -Infinity;
  const max = maxCents ?? Infinity;
  return {
    minCents: s.minCents,
    maxCents: s.maxCents,
    brands: s.brands.map(([brand]) => brand),
    brandsOutOfRange: ranged ? s.brands.filter(([, prices]) => !anyWithin(prices, min, max)).map(([brand]) => brand) : [],
  };
}
