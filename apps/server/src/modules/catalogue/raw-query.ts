import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Conn } from '../../db/client.js';

const dialect = new PgDialect();

/**
 * Runs a raw statement and answers its rows. With `namePrefix` it runs as a named prepared statement, so
 * PostgreSQL parses it once per connection and may settle on one generic plan: worth it for a large
 * statement whose planning costs more than running it, but only when that plan suits any parameter value.
 * The name comes from the text, so each shape of a statement gets its own name.
 */
export async function queryRows<T>(db: Conn, statement: SQL, namePrefix?: string): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  const name = namePrefix && `${namePrefix}_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`;
  // Without selected fields both drivers (node-postgres, PGlite) answer their raw result, rows included.
  const result = (await db._.session.prepareQuery(query, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
