import type { Db } from '../../db/client.js';
import type { Clock } from '../../deps.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { createWindowedResults } from '../../lib/windowed-results.js';
import { readStore, type CopiedProduct } from './store-copy-repo.js';
import { storeCopy, type StoreCopy } from './store-copy.js';

/** A store larger than this is not copied: its pages come from the database (listing-repo.ts). */
export const COPY_MAX_PRODUCTS = 10_000;
/** Stores held at once; a request naming a store that is not there holds an empty copy, so this bounds them. */
const MAX_STORES = 500;

/**
 * This process's copies of the stores' catalogues (docs/decisions/0195): a copy answers browsed pages for
 * `windowMs` from when its read began, then the next page reads the store again: only its stock, when its
 * catalogue version says nothing else changed. Pages asked while a store is being read wait for that read. A
 * call that may change what a listing shows drops every copy when it ends.
 */
export interface StoreCopies {
  /** The store's copy, or undefined when its pages must come from the database (copies off, or a large store). */
  copyOf(vendorid: string): Promise<StoreCopy | undefined>;
  /** Forgets every copy, so the next page of each store reads it again. */
  drop(): void;
}

/** A store's products as last read, at their catalogue version, to which a later read may bring only the stock. */
interface LastRead {
  version: number;
  products: CopiedProduct[];
}

const withStock = (products: readonly CopiedProduct[], stock: [number, number][]) => {
  const left = new Map(stock);
  return products.map((p) => ({ ...p, quantity: left.get(p.productid) ?? p.quantity }));
};

export function createStoreCopies(db: Db, windowMs: number, clock: Clock): StoreCopies {
  const held = createWindowedResults<StoreCopy | undefined>(windowMs, MAX_STORES, () => clock.now().getTime());
  // Kept, with no expiry, when the copies are dropped: the version says whether anything but stock changed since.
  const last = createTtlCache<LastRead>(MAX_STORES);

  async function read(vendorid: string): Promise<StoreCopy | undefined> {
    const before = last.get(vendorid, clock.now().getTime());
    const rows = await readStore(db, vendorid, COPY_MAX_PRODUCTS, before?.version ?? -1);
    const products = rows.products ?? (rows.stock && before ? withStock(before.products, rows.stock) : undefined);
    if (!products) {
      last.delete(vendorid);
      // Too large to copy; a store that is not there answers not found from an empty copy.
      return rows.vendorname === null ? storeCopy(null, []) : undefined;
    }
    last.set(vendorid, { version: rows.version, products }, Infinity);
    return storeCopy(rows.vendorname, products);
  }

  return {
    copyOf: (vendorid) => (windowMs === 0 ? Promise.resolve(undefined) : held.get(vendorid, () => read(vendorid))),
    drop: () => held.clear(),
  };
}
