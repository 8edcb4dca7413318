import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';

/** Runs one statement batch on a short-lived connection. */
async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server at adminUrl, and a way to drop it again. */
export async function createBenchDatabase(adminUrl: string) {
  const name = `shop_bench_${randomBytes(5).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)),
  };
}

export const CATEGORY_COUNT = 10;
export const BRAND_COUNT = 40;

/**
 * One store of `size` products: 90% roots (2% of them retired), 10% variants of roots, spread over the
 * categories, 40 brands and prices from $1 to $1000. Loaded with generate_series so 100k rows take seconds.
 */
async function loadStore(c: Exec, vendorid: string, size: number, categoryIds: number[]) {
  await c(
    `insert into vendors (vendorid, vendorname, vendorreferenceid, description, airportid, direction)
     values ($1, $2, 'BENCHMASTER', 'Benchmark store', 'SIA', 'D')`,
    [vendorid, `Bench store ${vendorid}`],
  );
  const roots = Math.round(size * 0.9);
  await c(
    `insert into products (productreferenceid, vendorid, categoryid, productname, brand, description,
       unitcost_cents, msrp_cents, taxrate_bp, quantity, noticequantity, status)
     select 'BENCH-' || g, $1, ($2::int[])[1 + g % $4], 'Product ' || lpad(g::text, 6, '0'), 'Brand ' || ((g / 7) % $5),
       'A product made up for the benchmark.', 100 + (g * 7919) % 99900, 100 + (g * 7919) % 99900 + 500, 1500,
       1 + g % 50, 5, case when g % 50 = 0 then 'I' else 'A' end
     from generate_series(1, $3) g`,
    [vendorid, categoryIds, roots, categoryIds.length, BRAND_COUNT],
  );
  await c(
    `insert into products (productreferenceid, vendorid, categoryid, parentproductid, productname, brand, description,
       unitcost_cents, taxrate_bp, quantity, noticequantity)
     select productreferenceid, vendorid, categoryid, productid, productname || ' 1L', brand, description,
       unitcost_cents + 1000, taxrate_bp, quantity, noticequantity
     from products where vendorid = $1 and status = 'A' order by productid limit $2`,
    [vendorid, size - roots],
  );
}

/** Runs one statement with $n parameters: a pg client's or PGlite's `query`, so one loader fills either. */
export type Exec = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/** The same loader on a PostgreSQL server, over one short-lived connection. */
export const loadCatalogueAt = (url: string, sizes: Record<string, number>) =>
  withClient(url, (c) => loadCatalogue((text, params) => c.query(text, params), sizes));

/** The benchmark's catalogue: one store per size, shared categories, and an internal guest for silent sign-in. */
export async function loadCatalogue(c: Exec, sizes: Record<string, number>) {
  await c(`insert into vendor_masters (vendorid, vendorname, description) values ('BENCHMASTER', 'Bench', 'Benchmark')`);
  const cats = await c(
    `insert into categories (description) select 'Bench category ' || g from generate_series(1, $1) g returning categoryid`,
    [CATEGORY_COUNT],
  );
  const categoryIds = (cats.rows as { categoryid: number }[]).map((r) => r.categoryid).sort((a, b) => a - b);
  for (const [vendorid, size] of Object.entries(sizes)) await loadStore(c, vendorid, size, categoryIds);
  await c(
    `insert into users (username, password_hash, firstname, lastname, email, internal, subscriber)
     values ('benchguest', 'not-a-password', 'Bench', 'Guest', 'bench@dutyfree.example', true, true)`,
  );
  // What autovacuum does soon after a bulk load in production: statistics and the visibility map.
  await c('vacuum analyze');
  return { categoryIds };
}

/** Closes what a bench opened (in order; whatever got opened before a failure) and drops its database and data folder. */
export async function closeBench(bench: { drop(): Promise<unknown> }, dataDir: string, ...opened: ({ close(): Promise<unknown> } | undefined)[]) {
  for (const o of opened) await o?.close();
  await bench.drop();
  await rm(dataDir, { recursive: true, force: true });
}

/** Runs a bench's main: a failure is printed and the process exits non-zero. */
export function runBench(main: () => Promise<void>) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
