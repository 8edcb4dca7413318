import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { testDbKind } from '../test/harness.js';
import { admin, databaseUrl } from '../test/test-databases.js';
import { openDatabase } from './client.js';
import { users } from './schema/users.js';

describe.skipIf(testDbKind !== 'postgres')('openDatabase on a PostgreSQL server', () => {
  it('migrates and answers with a pool of one connection', async () => {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    await admin(`create database ${name}`);
    try {
      const database = await openDatabase({ url: databaseUrl(name), poolSize: 1 });
      const rows = await database.db.select({ n: count() }).from(users);
      await database.close();
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
});
