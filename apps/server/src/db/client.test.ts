import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { count } from 'drizzle-orm';
import { testDbKind } from '../test/harness.js';
import { openDatabase } from './client.js';
import { users } from './schema/users.js';

const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(statement: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

describe.skipIf(testDbKind !== 'postgres')('openDatabase on a PostgreSQL server', () => {
  it('migrates and answers with a pool of one connection', async () => {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const database = await openDatabase({ url: url.toString(), poolSize: 1 });
      const rows = await database.db.select({ n: count() }).from(users);
      await database.close();
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
});
