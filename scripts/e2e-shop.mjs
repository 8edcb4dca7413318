#!/usr/bin/env node
// Starts one of the browser tests' shops (playwright.config.ts starts three; apps/web/e2e/own-shop.ts one for a
// spec): its data folder is a fresh copy of the run's seeded demo shop. The first of the three to get here seeds
// that template, once, while the others wait for it; each then starts on its own copy, as a second start of the
// shop (decision 0170, stop 45).
// Before, each shop seeded for itself at the same time: three first starts on two cores before any test ran.
// The shops keep their data on the PostgreSQL server the call tests use (decision 0219): the template is a database
// there, and each shop's database a copy of it (`CREATE DATABASE … TEMPLATE`); their folders keep the pictures and
// the mail outbox. E2E_DB=pglite puts them on the embedded database instead, each a copy of the template's folder.
//   DATA_DIR      the shop's own data folder, emptied first
//   E2E_TEMPLATE  the run's template folder (one name per run; older ones are removed)
//   E2E_DB        postgres (the default) or pglite
//   TEST_PG_URL   the PostgreSQL server, as for the call tests (postgres://postgres@127.0.0.1:5432/test)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = process.env.DATA_DIR;
const template = process.env.E2E_TEMPLATE;
if (!dataDir || !template) throw new Error('e2e-shop: DATA_DIR and E2E_TEMPLATE are required');
const ready = path.join(template, 'READY');
const database = process.env.E2E_DB ?? 'postgres';
if (!['postgres', 'pglite'].includes(database)) throw new Error(`e2e-shop: E2E_DB must be postgres or pglite, not ${database}`);
const onPostgres = database === 'postgres';
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Database names of this run: `e2e_<run>_template` and `e2e_<run>_<the shop's folder>`. */
const runOf = (name) => name.replace(/^.*-/, '');
const dbName = (suffix) => `e2e_${runOf(path.basename(template))}_${suffix}`.replace(/\W/g, '_').toLowerCase();
const templateDb = dbName('template');
const databaseUrl = (name) => Object.assign(new URL(pgUrl), { pathname: `/${name}` }).toString();

/** The `pg` module, loaded on the first statement: a shop on embedded PGlite (E2E_DB=pglite) never needs it. */
let pg;

/** Runs one statement on the PostgreSQL server; answers its rows. */
async function admin(statement) {
  pg ??= createRequire(new URL('../apps/server/package.json', import.meta.url))('pg');
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/** Drops the databases of earlier runs; one still in use (another run's, now) is left to its run. */
async function dropEarlierDatabases() {
  const mine = dbName('');
  for (const { datname } of await admin(`select datname from pg_database where datname like 'e2e\\_%'`)) {
    if (!datname.startsWith(mine)) await admin(`drop database if exists "${datname}"`).catch(() => undefined);
  }
}
/** As long as the config gives a shop to open: a first start on a busy machine can take minutes. */
const WAIT_MS = 300_000;

const run = (args, env) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`e2e-shop: ${args.join(' ')} ended with ${code}`))));
  });

async function seedTemplate() {
  const parent = path.dirname(template);
  // Templates of earlier runs (and their locks) go; this run's name is new.
  const base = path.basename(template).replace(/-[^-]+$/, '-');
  for (const name of await readdir(parent)) {
    if (name.startsWith(base) && !name.startsWith(path.basename(template))) await rm(path.join(parent, name), { recursive: true, force: true });
  }
  console.log('First start: loading the demo data into the browser tests’ template...');
  // The demo accounts' passwords are hashed at the tests' cost (NODE_ENV=test), as the call tests' are: a stored
  // hash carries its cost, so each of the run's sign-ins checks it in a thirty-second of a full-strength hash's
  // time. The shops themselves run as in production, and hash new passwords at full strength (decision 0213).
  if (onPostgres) {
    await dropEarlierDatabases();
    await admin(`create database ${templateDb}`);
  }
  await run(['apps/server/dist/seed/reset.js'], { DATA_DIR: template, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...(onPostgres ? { DATABASE_URL: databaseUrl(templateDb) } : {}) });
  await writeFile(ready, '');
}

async function templateReady() {
  await mkdir(path.dirname(template), { recursive: true });
  try {
    await mkdir(`${template}.lock`);
  } catch (err) {
    // Only a lock another shop of this run holds means waiting; anything else is this shop's failure to start.
    if (err.code !== 'EEXIST') throw err;
    const until = Date.now() + WAIT_MS;
    while (!existsSync(ready)) {
      if (Date.now() > until) throw new Error(`e2e-shop: no template at ${template} after ${WAIT_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return;
  }
  await seedTemplate();
}

await templateReady();
await rm(dataDir, { recursive: true, force: true });
await cp(template, dataDir, { recursive: true, filter: (src) => src !== ready });
const env = { ...process.env };
if (onPostgres) {
  const own = dbName(path.basename(dataDir));
  await admin(`drop database if exists ${own} with (force)`);
  await admin(`create database ${own} template ${templateDb}`);
  // A few connections each: five shops (at most 40 with their stock lanes) and the call tests' own stay under the server's 100.
  Object.assign(env, { DATABASE_URL: databaseUrl(own), DB_POOL_SIZE: env.DB_POOL_SIZE ?? '4' });
}
const shop = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shop.kill(signal));
shop.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
