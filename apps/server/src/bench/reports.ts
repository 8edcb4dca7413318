import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reportOf } from '@shop/contracts/report-catalogue';
import { loadConfig } from '../config.js';
import { createDeps } from '../deps.js';
import { openDatabase, type Database } from '../db/client.js';
import { seedDemoData } from '../seed/seed.js';
import { addDays, airportDate, airportInstant } from '@shop/contracts/airport-time';
import { buildReport, reportPath, type BuildDeps } from '../modules/reports/build.js';
import type { ReportScope } from '../modules/reports/kind.js';
import { reportKinds } from '../modules/reports/kinds.js';
import { insertReportFile, findReportFile } from '../modules/reports/repo.js';
import { createBenchDatabase } from './bench-data.js';
import { loadReportOrders } from './report-orders.js';

// Run with `npm run bench:reports`: 100,000 orders at one lounge on PostgreSQL, then the largest reports (a year
// of the lounge's orders) and their CSV extracts, each timed with the process's peak resident memory while it ran.
const adminUrl = process.env.TEST_PG_URL ?? process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REPORTS = [1, 2, 3];

const mb = (bytes: number) => Math.round(bytes / 1e6);

/** Runs one report, sampling the resident memory every 10 ms; answers seconds, peak RSS and the file. */
async function timed(deps: BuildDeps, reportid: number, format: 'pdf' | 'csv', scope: ReportScope) {
  const today = airportDate(new Date());
  const range = { from: airportInstant(addDays(today, -365), '00:00'), to: airportInstant(addDays(today, 1), '00:00'), label: 'The last year' };
  const filename = `bench-${reportid}-${Date.now()}.${format}`;
  await insertReportFile(deps.db, { filename, username: 'lounge', reportid, format }, new Date());
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  await buildReport(deps, reportKinds[reportid]!, { filename, format, scope, range, heading: { shop: 'Bench', title: reportOf(reportid)!.reportname, lines: [range.label] } });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const row = (await findReportFile(deps.db, filename))!;
  if (row.state !== 'ready') throw new Error(`${filename}: ${row.state} ${row.message}`);
  return { seconds, peak: Math.max(peak, process.memoryUsage().rss), rows: row.rows, bytes: (await stat(reportPath(deps, filename))).size };
}

async function main() {
  const bench = await createBenchDatabase(adminUrl);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-reports-'));
  let database: Database | undefined;
  try {
    database = await openDatabase({ url: bench.url, poolSize: 4 });
    await seedDemoData(database.db, { mediaDir: path.join(dataDir, 'media'), orders: false });
    const t0 = performance.now();
    await loadReportOrders(bench.url, ORDERS);
    console.log(`seeded ${ORDERS} orders with generate_series (${Math.round(performance.now() - t0)} ms)`);
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const deps = createDeps(config, database.db);
    const scope: ReportScope = { kind: 'lounge', airportid: 'SIA', direction: 'D', name: 'Sangster International departures lounge' };
    console.log(`baseline RSS ${mb(process.memoryUsage().rss)} MB`);
    for (const id of REPORTS) {
      const key = reportOf(id)!.key;
      for (const format of ['pdf', 'csv'] as const) {
        const r = await timed(deps, id, format, scope);
        const label = format === 'pdf' ? `report ${key}` : `extract ${key}`;
        console.log(`${label}: ${r.seconds.toFixed(1)} s, peak RSS ${mb(r.peak)} MB (${r.rows} rows read, file ${Math.round(r.bytes / 1024)} KB)`);
      }
    }
  } finally {
    await database?.close();
    await bench.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
