import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { configureHashing } from '../modules/auth/passwords.js';
import { seedDemoData } from './seed.js';

/** Recreates the demo data: drops every table, migrates again and seeds. */
async function main() {
  const config = loadConfig();
  // The demo accounts' passwords are hashed at the configured cost, as the shop's own start would seed them.
  configureHashing(config);
  const first = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir });
  await first.db.execute(sql`drop schema if exists public cascade`);
  await first.db.execute(sql`drop schema if exists drizzle cascade`);
  await first.db.execute(sql`create schema public`);
  await first.close();
  await rm(config.mediaDir, { recursive: true, force: true });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir });
  await seedDemoData(database.db, { mediaDir: config.mediaDir });
  await database.close();
  console.log(`Demo data recreated in ${config.DATABASE_URL ? 'the PostgreSQL server' : config.dbDir}.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
