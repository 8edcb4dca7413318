import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { clientOf, type Db } from './client.js';
import { queryPrepared } from './pglite-prepared.js';

const dialect = new PgDialect();

/** A statement as the driver takes it; with a name, it runs as a named prepared statement. */
interface Query {
  sql: string;
  params: unknown[];
  name?: string;
}

async function run<T>(db: Db, query: Query): Promise<T[]> {
  const client = clientOf(db);
  if (client.kind === 'pglite') {
    if (query.name) return queryPrepared<T>(client.pglite, query.name, query.sql, query.params);
    return (await client.pglite.query<T>(query.sql, query.params)).rows;
  }
  const result = await client.pool.query({ name: query.name, text: query.sql, values: query.params });
  return result.rows as T[];
}

const nameOf = (prefix: string, text: string) => `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * Runs a raw statement on the database's own client and answers its rows. With `namePrefix`, on a PostgreSQL
 * server it runs as a named prepared statement, so PostgreSQL parses it once per connection and keeps one
 * generic plan (db/client.ts): worth it for a large statement whose planning costs more than running it, but
 * only when that plan suits any parameter value. The name comes from the text, so each shape gets its own name.
 * PGlite keeps named statements too (db/pglite-prepared.ts): its one connection plans on the server's thread.
 */
export async function queryRows<T>(db: Db, statement: SQL, namePrefix?: string): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  return run<T>(db, { sql: query.sql, params: query.params, name: namePrefix && nameOf(namePrefix, query.sql) });
}

/** A named statement's text and parameters (placeholders), built once per shape. */
export interface Shape {
  name: string;
  sql: string;
  params: unknown[];
}

const shapes = new Map<string, Shape>();

/**
 * The shape `key` names, built once per process from a statement whose values are `sql.placeholder`s: the
 * same text, name and plan for every value, and no SQL building per call. Keys come from code, never from
 * a request, so their number is bounded by the shapes the code can build.
 */
export function shapeOf(key: string, namePrefix: string, build: () => SQL): Shape {
  let shape = shapes.get(key);
  if (!shape) {
    const query = dialect.sqlToQuery(build());
    shape = { name: nameOf(namePrefix, query.sql), sql: query.sql, params: query.params };
    shapes.set(key, shape);
  }
  return shape;
}

/** Runs a shape as a named prepared statement with these values for its placeholders. */
export function queryShape<T>(db: Db, shape: Shape, values: Record<string, unknown>): Promise<T[]> {
  return run<T>(db, { sql: shape.sql, params: fillPlaceholders(shape.params, values), name: shape.name });
}
