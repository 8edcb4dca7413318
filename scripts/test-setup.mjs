#!/usr/bin/env node
// Makes sure what the tests need is on this machine, and says what it did: Debian's Chromium at the
// path the browser tests use, and the PostgreSQL server the call tests use. Quick when both are there.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = require('pg');

// The browser tests drive Debian's old headless shell (docs/decisions/0196), unless CHROMIUM_PATH names another
// build; the web benches and Lighthouse drive the full browser, /usr/bin/chromium.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const debianBrowsers = { '/usr/bin/chromium': 'chromium', '/usr/bin/chromium-headless-shell': 'chromium-headless-shell' };
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const fail = (message) => {
  console.error(`test:setup: ${message}`);
  process.exit(1);
};

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ? [] : Object.keys(debianBrowsers);
  if (process.env.CHROMIUM_PATH && !isExecutable(chromiumPath)) fail(`CHROMIUM_PATH=${chromiumPath} does not exist; unset it to use Debian's.`);
  const missing = wanted.filter((file) => !isExecutable(file)).map((file) => debianBrowsers[file]);
  if (missing.length === 0) return;
  const install = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (!isRoot) fail(`Debian's ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. Install, then run npm test again:\n  sudo ${install}`);
  console.log(`test:setup: installing Debian's ${missing.join(' and ')} for the browser tests (about a minute)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => {
    const r = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) fail(`apt-get ${args.join(' ')} failed (exit ${r.status ?? r.signal}).`);
  };
  run(['update', '-qq']);
  run(['install', '-y', '-qq', ...missing]);
  const still = wanted.filter((file) => !isExecutable(file));
  if (still.length) fail(`${missing.join(' ')} installed, but ${still.join(' and ')} still missing.`);
}

async function canConnect() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const clusterVersions = () => (existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').sort() : []);

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

async function ensurePostgres() {
  if (await canConnect()) return;
  const where = new URL(pgUrl).host;
  const local = /^(127\.0\.0\.1|localhost|\[::1\])(:|$)/.test(where);
  const versions = clusterVersions();
  if (!local || !hasCommand('pg_ctlcluster') || versions.length === 0) {
    fail(
      `no PostgreSQL answers at ${where}. Start one (trust auth, a database the tests may create databases from) ` +
        `or set TEST_PG_URL=postgres://user@host:port/db to one that runs.`,
    );
  }
  console.log(`test:setup: starting PostgreSQL ${versions.join(', ')} (it was stopped)`);
  for (const v of versions) {
    try {
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', v, 'main', 'start'], { stdio: 'ignore' });
    } catch {
      // Already running, or not this cluster: the connection check below decides.
    }
  }
  for (let i = 0; i < 30; i += 1) {
    if (await canConnect()) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  fail(`PostgreSQL was started but ${where} does not answer; set TEST_PG_URL to a server that runs.`);
}

ensureChromium();
await ensurePostgres();
console.log(`test:setup: ready (Chromium at ${chromiumPath}, PostgreSQL at ${new URL(pgUrl).host})`);
