import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { isSeeded, seedDemoData } from './seed/seed.js';
import { buildApp } from './app.js';
import { createDeps } from './deps.js';
import { shopJobs } from './jobs/shop-jobs.js';
import { createLogger } from './ops/logger.js';
import { createPdfThread } from './modules/receipts/pdf-thread.js';
import type { Readiness } from './ops/health.js';

async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dbDir,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    poolSize: config.DB_POOL_SIZE,
    onConnectionError: (err) => log.warn({ err: { message: err.message } }, 'a database connection was lost'),
    afterMigrate: async (db) => {
      if (config.SEED === 'never' || (await isSeeded(db))) return;
      console.log('First start: loading the demo data...');
      await seedDemoData(db, { mediaDir: config.mediaDir });
    },
  });
  const readiness: Readiness = { closing: false };
  // Receipts are drawn on a thread of their own, off the loop that answers calls (docs/decisions/0192).
  const receipts = createPdfThread();
  const app = await buildApp(createDeps(config, database.db, { log, pdf: receipts.pdf }), { jobs: shopJobs, readiness });
  const close = async (signal: string) => {
    // The load balancer sees 503 on /readyz at once and stops sending; calls already sent are still served.
    readiness.closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'calls or jobs still running at the shutdown limit; exiting');
      process.exit(1);
    }, config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    if (config.SHUTDOWN_DRAIN_MS > 0) await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    // Waits for running calls and jobs before the database goes.
    await app.close();
    await receipts.close();
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
