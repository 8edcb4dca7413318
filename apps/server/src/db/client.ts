import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { checkDataDir, clearDataDir, dataDirError } from './data-dir.js';
import * as users from './schema/users.js';
import * as catalogue from './schema/catalogue.js';
import * as content from './schema/content.js';
import * as flights from './schema/flights.js';
import * as checkout from './schema/checkout.js';
import * as orders from './schema/orders.js';
import * as security from './schema/security.js';
import * as audit from './schema/audit.js';
import * as productMaster from './schema/product-master.js';

export const schema = { ...users, ...catalogue, ...content, ...flights, ...checkout, ...orders, ...security, ...audit, ...productMaster };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or a transaction's handle; repos take either. */
export type Conn = Db | Tx;

/** The driver's own client behind a database handle, for what Drizzle's public API does not offer. */
export type DbClient = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; pool: pg.Pool };

const clients = new WeakMap<Db, DbClient>();
const stockLanes = new WeakMap<Db, Db>();

/**
 * The connections the stock statements of a checkout run on (docs/decisions/0200): on PostgreSQL a few of
 * their own, so that a statement holding a product's turn never waits for a connection behind the pool's
 * queue of other reads; on PGlite, with its one connection, the database handle itself.
 */
export function stockLaneOf(db: Db): Db {
  return stockLanes.get(db) ?? db;
}

/** How many connections the stock lane keeps: the stock gate's turns of one product (stock-gate.ts STOCK_TURNS). */
export const STOCK_LANE_CONNECTIONS = 4;

/** The client a database handle opened by `openDatabase` runs on. */
export function clientOf(db: Db): DbClient {
  const client = clients.get(db);
  if (!client) throw new Error('This database handle was not opened by openDatabase.');
  return client;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Relative to this file, both in src/db and dist/db, the committed migrations live in src/db/migrations.
const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

// Any fixed number: processes starting together against one server migrate and seed one at a time.
const STARTUP_LOCK = 720_2026;

interface OpenOptions {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this dump of a data directory (PGlite's dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
  /** PGlite only: an open PGlite to use instead of starting one (the tests keep theirs between files). */
  pglite?: PGlite;
  /** Runs after migrating, still under the start-up lock (the first start seeds here). */
  afterMigrate?: (db: Db) => Promise<void>;
  /** PostgreSQL: the longest a query waits for a connection (a new one, or a free one of the pool). */
  connectTimeoutMs?: number;
  /** PostgreSQL: the longest one statement runs (the server cancels it; the client gives up 2 s later). */
  statementTimeoutMs?: number;
  /** PostgreSQL: told about connections the server ended (outage, restart); the pool replaces them itself. */
  onConnectionError?: (err: Error) => void;
}

/**
 * The app names a statement only when one plan suits every value (db/raw-query.ts), so a named statement
 * keeps its generic plan from the first run: PostgreSQL's own choice compares costs it estimates per value
 * and, on a small store, went on planning each catalogue page for its values (docs/decisions/0160).
 * Unnamed statements, all the others, are still planned for their values.
 */
const PLAN_CACHE_MODE = 'force_generic_plan';

/**
 * The pool's settings for surviving an outage (docs/decisions/0112): every wait has a deadline, so a call
 * answers the generic error instead of hanging, and dead connections are dropped, not reused.
 */
function poolConfig(opts: OpenOptions): pg.PoolConfig {
  const statement = opts.statementTimeoutMs ?? 30_000;
  return {
    connectionString: opts.url,
    max: opts.poolSize ?? 10,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 3_000,
    statement_timeout: statement,
    query_timeout: statement + 2_000,
    keepAlive: true,
    application_name: 'airport-shop',
    options: `-c plan_cache_mode=${PLAN_CACHE_MODE}`,
  };
}

/** Opens `n` connections of a pool and gives them back to it, idle. */
async function warm(pool: pg.Pool, n: number) {
  const clients = await Promise.all(Array.from({ length: n }, () => pool.connect()));
  for (const c of clients) c.release();
}

/** Opens the PostgreSQL server at `url`, or embedded PGlite in `dataDir` (in memory when undefined), and migrates it. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool(poolConfig(opts));
    const lost = opts.onConnectionError ?? (() => undefined);
    // An idle connection the server ends (restart, dropped database) must not crash the process: the pool
    // discards it and the next query opens a new one.
    pool.on('error', lost);
    // A connection in use (a transaction waiting on the gateway, a job's lock) is the pool's no more: pg
    // emits its end on the client itself, which would crash the process without a listener. The query
    // fails, and the pool drops the client when it is released.
    pool.on('connect', (c) => c.on('error', lost));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    clients.set(db, { kind: 'postgres', pool });
    // The lane's connections are opened at once and kept (min): opened on first need, in a flash sale each
    // new one held a product's turn for about 100 ms while PostgreSQL started its backend.
    const lanePool = new pg.Pool({ ...poolConfig(opts), max: STOCK_LANE_CONNECTIONS, min: STOCK_LANE_CONNECTIONS });
    lanePool.on('error', lost);
    lanePool.on('connect', (c) => c.on('error', lost));
    stockLanes.set(db, drizzlePg(lanePool, { schema }) as unknown as Db);
    const closeAll = () => Promise.all([pool.end(), lanePool.end()]).then(() => undefined);
    // The lock has a connection of its own: from the pool it would starve a pool of one during the migration.
    const lock = new pg.Client({ connectionString: opts.url, connectionTimeoutMillis: opts.connectTimeoutMs ?? 3_000 });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      await migratePg(db as never, { migrationsFolder });
      await opts.afterMigrate?.(db);
      await warm(lanePool, STOCK_LANE_CONNECTIONS);
    } catch (err) {
      await closeAll();
      throw err;
    } finally {
      // Ending the session releases its advisory lock too.
      await lock.end().catch(() => undefined);
    }
    return { db, kind: 'postgres', close: closeAll };
  }
  // A read-only or full folder is named before PGlite starts, not found half-way through writing it.
  const fresh = opts.dataDir ? checkDataDir(opts.dataDir) : false;
  let client: PGlite | undefined;
  try {
    // The product search's trigram index needs pg_trgm (migration 0002); PGlite loads extensions at start.
    client = opts.pglite ?? new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
    await client.waitReady;
    await client.exec(`set plan_cache_mode = ${PLAN_CACHE_MODE}`);
    const pglite = client;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    clients.set(db, { kind: 'pglite', pglite: client });
    await migratePglite(db as never, { migrationsFolder });
    await opts.afterMigrate?.(db);
    return { db, kind: 'pglite', close: () => pglite.close() };
  } catch (err) {
    await client?.close().catch(() => undefined);
    // A database this start created and could not finish is removed: the next start begins clean.
    if (fresh && opts.dataDir) clearDataDir(opts.dataDir);
    throw dataDirError(err, opts.dataDir);
  }
}
