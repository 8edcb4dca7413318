/** A bounded in-process map whose entries expire at a given time; the least recently used entry goes first when full. */
export interface TtlCache<V> {
  get(key: string, now: number): V | undefined;
  set(key: string, value: V, expiresAt: number): void;
  delete(key: string): void;
  /** Drops every entry whose value matches; a full scan, for rare events such as a password change. */
  deleteWhere(match: (value: V) => boolean): void;
  readonly size: number;
}

/** Creates a cache of at most `maxEntries` entries. */
export function createTtlCache<V>(maxEntries: number): TtlCache<V> {
  // A Map iterates in insertion order, so re-inserting on each hit keeps the least recently used entry first.
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, expiresAt) {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, expiresAt });
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
