import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { isSeeded, seedDemoData } from './db/seed/seed.js';
import { buildApp } from './app.js';
import { jobs } from './jobs/all.js';
import { startJobTimers } from './jobs/interval-timers.js';

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
  const app = await buildApp(config, database.db);
  const stopJobs = startJobTimers(jobs, app.deps);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopJobs();
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
