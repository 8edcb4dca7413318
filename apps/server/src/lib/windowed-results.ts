import { createTtlCache } from './ttl-cache.js';

/**
 * Results shared for a window by everyone who asks for the same key: computed once, then answered from that
 * one computation for `windowMs` from when it began. Callers arriving while it runs wait for it, so a burst
 * costs one computation. A failure is not kept: the next caller computes again.
 */
export interface WindowedResults<V> {
  get(key: string, compute: () => Promise<V>): Promise<V>;
  /** Forgets every result, so the next caller of each key computes again. */
  clear(): void;
}

/** At most `maxEntries` keys, the least recently used going first; `now` reads the clock in milliseconds. */
export function createWindowedResults<V>(windowMs: number, maxEntries: number, now: () => number): WindowedResults<V> {
  const cache = createTtlCache<Promise<V>>(maxEntries);
  return {
    get(key, compute) {
      const at = now();
      const hit = cache.get(key, at);
      if (hit) return hit;
      const pending = compute();
      cache.set(key, pending, at + windowMs);
      pending.catch(() => {
        if (cache.get(key, now()) === pending) cache.delete(key);
      });
      return pending;
    },
    clear() {
      cache.deleteWhere(() => true);
    },
  };
}
