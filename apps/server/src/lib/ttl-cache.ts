/** A bounded in-process map whose entries expire at a given time; the least recently used entry goes first when full. */
export interface TtlCache<V> {
  get(key: string, now: number): V | undefined;
  set(key: string, value: V, expiresAt: number): void;
  delete(key: string): void;
  /** Drops every entry whose value matches; a full scan, for rare events such as a password change. */
  deleteWhere(match: (value: V) => boolean): void;
  readonly size: number;
}

/**
 * Creates a cache of at most `maxEntries` entries. A Map iterates in insertion order, so moving an entry to the
 * end on a hit keeps the least recently used first. An entry among the most recent quarter is not moved: a page
 * or session asked for many times a second is then looked up once per hit, not deleted and added again (3% of a
 * cached page's server time, docs/decisions/0194). Eviction is least recently used to within that quarter.
 */
export function createTtlCache<V>(maxEntries: number): TtlCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number; at: number }>();
  const recent = Math.max(1, Math.floor(maxEntries / 4));
  // Counts placements at the end of the map: an entry placed `recent` or more placements ago may have aged.
  let placed = 0;
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      if (placed - entry.at >= recent) {
        entries.delete(key);
        entry.at = ++placed;
        entries.set(key, entry);
      }
      return entry.value;
    },
    set(key, value, expiresAt) {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, expiresAt, at: ++placed });
    },
    delete(key) {
      entries.delete(key);
    },
    deleteWhere(match) {
      for (const [key, entry] of entries) if (match(entry.value)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
