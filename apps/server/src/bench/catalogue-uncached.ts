import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createDeps } from '../deps.js';
import type { Config } from '../config.js';
import { clientOf, openDatabase, type Database } from '../db/client.js';
import { loadCatalogue } from './bench-data.js';
import { measureThroughput, median, send, type Target, type Throughput } from './load.js';

const CONNECTIONS = 50;
const ROUNDS = 3;
const ROUND_SECONDS = 4;
/** Distinct filters asked in turn on every connection: 400 shoppers, no two asking the same page. */
const SHOPPERS = 400;
const SORTS = ['price_asc', 'price_desc', 'product_asc', 'product_desc'] as const;

export interface UncachedFigure {
  label: string;
  ratio: number;
  rps: number;
  p99: number;
}

/**
 * What a crowd of shoppers who each filter differently asks: a category (or none), a price range of their own,
 * one of the four sorts and one of the first pages. Answers differ, so no cache could serve them.
 */
export function shopperPages(vendorid: string, categoryIds: number[]) {
  return Array.from({ length: SHOPPERS }, (_, i) => {
    const min = (i * 37) % 600;
    const request = {
      vendorid,
      ...(i % 11 === 0 ? {} : { categoryid: categoryIds[i % categoryIds.length] }),
      ...(i % 5 === 0 ? {} : { minprice: min, maxprice: min + 100 + ((i * 53) % 400) }),
      sort: SORTS[i % SORTS.length],
      page: 1 + (i % 3),
      pagesize: 10,
    };
    return request;
  });
}

/** Checks every shopper's page answers (status 0), so the figures are not those of an error path. */
async function assertAnswers(t: Target) {
  for (const body of t.bodies ?? []) {
    const res = JSON.parse(await send({ ...t, body }));
    if (res.status !== 0) throw new Error(`getproducts refused a shopper's page: ${res.statusMessage} (${body})`);
  }
}

/**
 * The uncached page against hello-world, taking turns over a few rounds; the median round's ratio counts.
 * The app has its page cache off, so every answer is worked out for its shopper: from the process's copy of
 * the store (docs/decisions/0195), or with copies off from a database statement; then serialized.
 */
export async function measureUncached(label: string, helloUrl: string, target: Target): Promise<UncachedFigure> {
  const hello: Target = { url: helloUrl, method: 'GET' };
  await assertAnswers(target);
  await measureThroughput(target, CONNECTIONS, 2);
  const rounds: { h: Throughput; u: Throughput }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const h = await measureThroughput(hello, CONNECTIONS, ROUND_SECONDS);
    const u = await measureThroughput(target, CONNECTIONS, ROUND_SECONDS);
    if (u.errors + u.non2xx > 0) throw new Error(`getproducts uncached on ${label}: ${u.errors + u.non2xx} failed requests`);
    rounds.push({ h, u });
    console.log(
      `uncached round ${i + 1}, ${label}: hello-world ${h.rps.toFixed(0)} req/s; getproducts ${u.rps.toFixed(0)} req/s, p99 ${u.p99} ms; ratio ${(u.rps / h.rps).toFixed(3)}`,
    );
  }
  const ratio = median(rounds.map((r) => r.u.rps / r.h.rps));
  const mid = rounds.find((r) => r.u.rps / r.h.rps === ratio) ?? rounds[0]!;
  return { label, ratio, rps: mid.u.rps, p99: mid.u.p99 };
}

/** An in-memory PGlite with the 1,000-product store, and an app on it with this configuration (the zero-setup default). */
export async function pgliteApp(config: Config, sizes: Record<string, number>) {
  const database: Database = await openDatabase({});
  const client = clientOf(database.db);
  if (client.kind !== 'pglite') throw new Error('expected PGlite');
  const { categoryIds } = await loadCatalogue((text, params) => client.pglite.query(text, params), sizes);
  const app: FastifyInstance = await buildApp(createDeps(config, database.db));
  return { database, app, categoryIds };
}
