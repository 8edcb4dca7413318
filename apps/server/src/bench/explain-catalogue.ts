import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { createBenchDatabase, loadCatalogueAt } from './bench-data.js';
import { browsingStatement } from '../modules/catalogue/listing-repo.js';

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
    // As the app's connections (db/client.ts): a named statement runs its generic plan from the first run.
    await client.query('set plan_cache_mode = force_generic_plan');
    try {
      for (const vendorid of ['BENCH1K', 'BENCH100K']) {
        const held = await client.query('select coalesce(max(version), 0) as v from catalogue_versions where vendorid = $1', [vendorid]);
        const version = Number(held.rows[0].v);
        const filter = { vendorid, categoryid: categoryIds[3], search: '', brands: [], minCents: 10_000, maxCents: 40_000 };
        const spec = { sort: 'price_asc' as const, limit: 10, offset: 0 };
        // The price sort, and the name sort over a narrow price range: the case a generic plan could get wrong.
        const nameSpec = { sort: 'product_asc' as const, limit: 10, offset: 0 };
        const narrow = { ...filter, minCents: 10_000, maxCents: 10_500 };
        for (const [name, f, sp] of [['price sort', filter, spec], ['name sort, narrow range', narrow, nameSpec]] as const) {
          // The scope held at the store's catalogue version, as on every page but the first after a change.
          const q = dialect.sqlToQuery(browsingStatement(f, sp, version));
          const values = q.params as unknown[];
          const label = `${vendorid}_${name.replace(/\W+/g, '_')}`.toLowerCase();
          await client.query(`prepare ${label} as ${q.sql}`);
          // Six runs first, as a pool connection's statement has run before.
          const args = values.map((v) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`)).join(', ');
          for (let i = 0; i < 6; i++) await client.query(`execute ${label}(${args})`);
          const plan = await client.query(`explain (analyze, buffers) execute ${label}(${args})`);
          console.log(`--- ${vendorid} listing, ${name}, prepared, 7th run\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`);
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
