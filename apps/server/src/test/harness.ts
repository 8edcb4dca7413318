import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { ResponseEnvelope } from '@shop/contracts/envelope';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { seedDemoData } from '../db/seed/seed.js';
import { DEMO_PASSWORD } from '../db/seed/accounts.js';
import { sha256Hex } from '../modules/auth/tokens.js';
import { buildApp } from '../app.js';

export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function openTestDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') return openDatabase({});
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export interface Session {
  username: string;
  sessionid: string;
}

export interface TestShop {
  app: FastifyInstance;
  db: Db;
  config: Config;
  kind: Database['kind'];
  call<T = any>(name: string, request?: unknown, session?: Session | null, extra?: object): Promise<ResponseEnvelope<T>>;
  signIn(username: string, password?: string): Promise<Session & { data: any }>;
  guest(): Promise<Session>;
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A whole shop on a fresh database (PGlite, or the PostgreSQL server with TEST_DB=postgres), demo data loaded.
 * The catalogue answer cache is off unless `catalogueCacheMs` is given, so tests see their own writes at once.
 */
export async function startShop(opts: { seed?: boolean; catalogueCacheMs?: number; env?: Record<string, string> } = {}): Promise<TestShop> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    CATALOGUE_CACHE_MS: String(opts.catalogueCacheMs ?? 0),
    ...opts.env,
  });
  const database = await openTestDatabase();
  if (opts.seed !== false) await seedDemoData(database.db, { mediaDir: config.mediaDir });
  const app = await buildApp(config, database.db);

  const call: TestShop['call'] = async (name, request = {}, session = null, extra = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${name}`,
      payload: { username: session?.username ?? '', sessionid: session?.sessionid ?? '', failstatus: 0, request, ...extra },
    });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  const signIn: TestShop['signIn'] = async (username, password = DEMO_PASSWORD) => {
    const res = await call('login', { username, password: sha256Hex(password), terms: 'N', internal: 'N', silentLogin: 'N' });
    if (res.status !== 0) throw new Error(`sign-in of ${username} failed: ${res.statusMessage}`);
    const data = res.data as { username: string; sessionid: string };
    return { username: data.username, sessionid: data.sessionid, data };
  };
  return {
    app,
    db: database.db,
    config,
    kind: database.kind,
    call,
    signIn,
    async guest() {
      const res = await call('login', { silentLogin: 'Y', internal: 'Y' });
      const data = res.data as { username: string; sessionid: string };
      return { username: data.username, sessionid: data.sessionid };
    },
    async outbox() {
      const files = (await readdir(config.outboxDir).catch(() => [] as string[])).sort();
      return Promise.all(files.map((f) => readFile(path.join(config.outboxDir, f), 'utf8')));
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
