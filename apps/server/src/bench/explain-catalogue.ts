import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { createBenchDatabase, loadCatalogueAt } from './bench-data.js';
import { listingStatement } from '../modules/catalogue/listing-repo.js';

// Run with `node apps/server/dist/bench/explain-catalogue.js`: EXPLAIN (ANALYZE, BUFFERS) of the statements
// getproducts runs for one shopper's filtered page, on a 1,000- and a 100,000-product store.
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dialect = new PgDialect();

async function main() {
  const bench = await createBenchDatabase(adminUrl);
  try {
    const database = await openDatabase({ url: bench.url, poolSize: 1 });
    await database.close();
    const { categoryIds } = await loadCatalogueAt(bench.url, { BENCH1K: 1000, BENCH100K: 100_000 });
    const client = new pg.Client({ connectionString: bench.url });
    await client.connect();
    try {
      for (const vendorid of ['BENCH1K', 'BENCH100K']) {
        const filter = { vendorid, categoryid: categoryIds[3], search: '', brands: [], minCents: 10_000, maxCents: 40_000 };
        const spec = { sort: 'price_asc' as const, limit: 10, offset: 0 };
        for (const [name, statement] of [['listing', listingStatement(filter, spec)]] as const) {
          const q = dialect.sqlToQuery(statement);
          const plan = await client.query({ text: `explain (analyze, buffers) ${q.sql}`, values: q.params as unknown[] });
          console.log(`--- ${vendorid} ${name}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`);
        }
      }
    } finally {
      await client.end();
    }
  } finally {
    await bench.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
