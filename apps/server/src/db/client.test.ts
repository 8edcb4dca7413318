import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { count } from 'drizzle-orm';
import { testDbKind } from '../test/harness.js';
import pg from 'pg';
import { admin, adminUrl, databaseUrl, openTestDatabase } from '../test/test-databases.js';
import { openDatabase, STOCK_LANE_CONNECTIONS, stockLaneOf } from './client.js';
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

  it('opens the connections of the stock lane at once, apart from the pool, and closes them with it', async () => {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    await admin(`create database ${name}`);
    const connections = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        return Number((await c.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name])).rows[0]!.n);
      } finally {
        await c.end();
      }
    };
    // A closed connection's backend leaves pg_stat_activity a moment after the client is told it is closed: waits
    // for the count (the test's time limit fails it if it never comes).
    const settlesAt = async (n: number) => {
      while ((await connections()) !== n) await new Promise((r) => setImmediate(r));
    };
    try {
      const database = await openDatabase({ url: databaseUrl(name), poolSize: 1 });
      const lane = stockLaneOf(database.db);
      expect(lane).not.toBe(database.db);
      // Before any stock statement: the lane's connections and the pool's one.
      await settlesAt(STOCK_LANE_CONNECTIONS + 1);
      expect(await lane.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
      expect(await connections()).toBe(STOCK_LANE_CONNECTIONS + 1);
      await database.close();
      await settlesAt(0);
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
});

describe.skipIf(testDbKind !== 'pglite')('openDatabase on PGlite', () => {
  // On a copy of the run's template, not a new database: migrating one from nothing outlasted the test's
  // minute on a machine busy with the browser tests and a build (stop 52).
  it('runs stock statements on its one connection', async () => {
    const database = await openTestDatabase('pglite', inject('shopTemplate'));
    expect(stockLaneOf(database.db)).toBe(database.db);
    await database.close();
  });
});
