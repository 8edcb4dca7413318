import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { isSeeded, seedDemoData } from './seed/seed.js';
import { buildApp } from './app.js';
import { createDeps } from './deps.js';
import { shopJobs } from './jobs/shop-jobs.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dbDir,
    afterMigrate: async (db) => {
      if (config.SEED === 'never' || (await isSeeded(db))) return;
      console.log('First start: loading the demo data...');
      await seedDemoData(db, { mediaDir: config.mediaDir });
    },
  });
  const app = await buildApp(createDeps(config, database.db), { jobs: shopJobs });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Waits for running calls and jobs before the database goes.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`The shop is open at http://localhost:${config.PORT} (${database.kind === 'pglite' ? `embedded database in ${config.dbDir}` : 'PostgreSQL server'})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
