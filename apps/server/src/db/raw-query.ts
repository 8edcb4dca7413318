import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { clientOf, type Db } from './client.js';
import { queryPrepared } from './pglite-prepared.js';

const dialect = new PgDialect();

/**
 * Runs a raw statement on the database's own client and answers its rows. With `namePrefix`, on a PostgreSQL
 * server it runs as a named prepared statement, so PostgreSQL parses it once per connection and may settle on
 * one generic plan: worth it for a large statement whose planning costs more than running it, but only when
 * that plan suits any parameter value. The name comes from the text, so each shape gets its own name.
 * PGlite keeps named statements too (db/pglite-prepared.ts): its one connection plans on the server's thread.
 */
export async function queryRows<T>(db: Db, statement: SQL, namePrefix?: string): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  const client = clientOf(db);
  const name = namePrefix && `${namePrefix}_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`;
  if (client.kind === 'pglite') {
    if (name) return queryPrepared<T>(client.pglite, name, query.sql, query.params);
    return (await client.pglite.query<T>(query.sql, query.params)).rows;
  }
  const result = await client.pool.query({ name, text: query.sql, values: query.params as unknown[] });
  return result.rows as T[];
}
