import type { Db } from './client.js';

const prepared = new WeakMap<Db, Map<string, unknown>>();

/**
 * A drizzle statement prepared once per database under `name`: its SQL is built on first use, not on every call
 * (drizzle's building was 120 µs a statement in the flash sale's profile, docs/decisions/0193), and PostgreSQL
 * keeps it as a named statement per connection. `prepare` is given the name to prepare it under. For statements
 * on the path of every shopper; their values come in as `sql.placeholder`s. Names come from code, so their
 * number is bounded.
 */
export function preparedOn<T>(db: Db, name: string, prepare: (db: Db, name: string) => T): T {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (!statement) byName.set(name, (statement = prepare(db, name)));
  return statement;
}
