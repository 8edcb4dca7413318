import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ResponseEnvelope } from '@shop/contracts/envelope';
import type { CallData, CallName, CallRequest } from '@shop/contracts/calls';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { seedDemoData } from '../seed/seed.js';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { sha256Hex } from '../modules/auth/tokens.js';
import { configureHashing } from '../modules/auth/passwords.js';
import { buildApp } from '../app.js';
import { createDeps, type Deps } from '../deps.js';
import { createLogger } from '../ops/logger.js';
import type { Readiness } from '../ops/health.js';
import type { Job } from '../jobs/job.js';
import { copyMedia, openTestDatabase, type TestDbKind } from './test-databases.js';

export const testDbKind: TestDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface Session {
  username: string;
  sessionid: string;
}

/** One running app on a test database: calls go through the real route with `app.inject`. */
export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  /** Any call by name, the request unchecked: for malformed and unknown calls. */
  call<T = any>(name: string, request?: unknown, session?: Session | null, extra?: object): Promise<ResponseEnvelope<T>>;
  /** A call of the table: its request and answer data typed from it. */
  send<N extends CallName>(name: N, request: CallRequest<N>, session?: Session | null): Promise<ResponseEnvelope<CallData<N>>>;
  signIn(username: string, password?: string): Promise<Session & { data: CallData<'login'> }>;
  guest(): Promise<Session>;
}

export interface TestShop extends TestApp {
  db: Db;
  config: Config;
  kind: Database['kind'];
  outbox(): Promise<string[]>;
  /** The outbox's messages as a reader sees them: quoted-printable soft breaks and escapes undone. */
  mails(): Promise<string[]>;
  /** A second app on the same database, like another server process behind the load balancer. */
  twin(overrides?: Partial<Deps>): Promise<TestApp & { close(): Promise<void> }>;
  close(): Promise<void>;
}

export interface ShopOptions {
  /** false: an empty, migrated database (the seed's own tests). */
  seed?: boolean;
  /** The catalogue answer window; off unless given, so tests see their own writes at once. */
  catalogueCacheMs?: number;
  /** How long a store's copy answers its pages (docs/decisions/0195); off unless given, like the answer window. */
  catalogueCopyMs?: number;
  /** Parts of the dependencies to swap, such as a fake clock. */
  deps?: Partial<Deps>;
  /** Jobs the app runs from ready until close; none unless a test asks. */
  jobs?: readonly Job[];
  /** Extra environment for the configuration (LOG_LEVEL, FAC_TIMEOUT_MS, ...). */
  env?: Record<string, string>;
  /** The readiness flag /readyz reads (tests of shutting down turn it). */
  readiness?: Readiness;
  /** Where the log lines go (tests that read them); the level comes from env LOG_LEVEL. */
  logStream?: NodeJS.WritableStream;
}

function testApp(app: FastifyInstance, deps: Deps): TestApp {
  const call: TestApp['call'] = async (name, request = {}, session = null, extra = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${name}`,
      payload: { username: session?.username ?? '', sessionid: session?.sessionid ?? '', failstatus: 0, request, ...extra },
    });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  const send: TestApp['send'] = (name, request, session = null) => call(name, request, session);
  return {
    app,
    deps,
    call,
    send,
    async signIn(username, password = DEMO_PASSWORD) {
      const res = await send('login', { username, password: sha256Hex(password), terms: 'N', internal: 'N', silentLogin: 'N' });
      if (res.status !== 0 || !res.data) throw new Error(`sign-in of ${username} failed: ${res.statusMessage}`);
      return { username: res.data.username, sessionid: res.data.sessionid, data: res.data };
    },
    async guest() {
      const res = await send('login', { silentLogin: 'Y', internal: 'Y' });
      if (res.status !== 0 || !res.data) throw new Error(`guest sign-in failed: ${res.statusMessage}`);
      return { username: res.data.username, sessionid: res.data.sessionid };
    },
  };
}

/**
 * A whole shop on its own database (PGlite, or the PostgreSQL server with TEST_DB=postgres) with the demo
 * data, cloned from the template the global setup seeded once (docs/decisions/0014).
 */
export async function startShop(opts: ShopOptions = {}): Promise<TestShop> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    CATALOGUE_CACHE_MS: String(opts.catalogueCacheMs ?? 0),
    CATALOGUE_COPY_MS: String(opts.catalogueCopyMs ?? 0),
    ...opts.env,
  });
  // Without the global setup (a file run on its own config), each file seeds for itself.
  const template = inject('shopTemplate');
  const seeded = opts.seed !== false;
  const database = await openTestDatabase(testDbKind, template, seeded);
  if (template && seeded) await copyMedia(template, config.mediaDir);
  else if (seeded) {
    configureHashing(config);
    await seedDemoData(database.db, { mediaDir: config.mediaDir });
  }
  const log = opts.logStream ? createLogger(config, opts.logStream as Parameters<typeof createLogger>[1]) : undefined;
  const app = await buildApp(createDeps(config, database.db, { ...(log && { log }), ...opts.deps }), { jobs: opts.jobs, readiness: opts.readiness });
  const twins: (() => Promise<void>)[] = [];
  const outbox = async () => {
    // What calls began after answering (a receipt, a reset mail) is in the outbox once it has settled.
    await app.deps.afterAnswer.drain();
    await app.deps.mailer.drain();
    const files = (await readdir(config.outboxDir).catch(() => [] as string[])).sort();
    return Promise.all(files.map((f) => readFile(path.join(config.outboxDir, f), 'utf8')));
  };

  return {
    ...testApp(app, app.deps),
    db: database.db,
    config,
    kind: database.kind,
    outbox,
    async mails() {
      return (await outbox()).map((m) => m.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
    },
    async twin(overrides = {}) {
      // Another process has its own pool on a server; PGlite is one process, so the twin shares its handle.
      const other = database.url ? await openDatabase({ url: database.url, poolSize: 5 }) : undefined;
      const twinApp = await buildApp(createDeps(config, other?.db ?? database.db, overrides));
      const close = async () => {
        await twinApp.close();
        await other?.close();
      };
      twins.push(close);
      return { ...testApp(twinApp, twinApp.deps), close };
    },
    async close() {
      await Promise.all(twins.map((c) => c().catch(() => undefined)));
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A shop with each named demo user signed in, by name: the queue tests' staff and shopper. */
export async function startShopAs(names: readonly string[], opts: ShopOptions = {}): Promise<{ shop: TestShop; as: Record<string, Session> }> {
  const shop = await startShop(opts);
  const as: Record<string, Session> = {};
  for (const u of names) as[u] = await shop.signIn(u);
  return { shop, as };
}
