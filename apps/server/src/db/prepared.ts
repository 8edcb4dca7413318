import type { Db } from './client.js';

const prepared = new WeakMap<Db, Map<string, unknown>>();

/**
 * A drizzle statement prepared once per database and `key`: its SQL is built on first use, not on every call
 * (drizzle's building was 120 µs a statement in the flash sale's profile, docs/decisions/0193), and PostgreSQL
 * keeps it as a named statement per connection. For statements on the path of every shopper; their values
 * come in as `sql.placeholder`s. Keys come from code, so their number is bounded.
 */
export function preparedOn<T>(db: Db, key: string, prepare: (db: Db) => T): T {
  let byKey = prepared.get(db);
  if (!byKey) prepared.set(db, (byKey = new Map()));
  let statement = byKey.get(key) as T | undefined;
  if (!statement) byKey.set(key, (statement = prepare(db)));
  return statement;
}
