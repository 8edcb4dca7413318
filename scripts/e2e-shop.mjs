#!/usr/bin/env node
// Starts one of the browser tests' shops (playwright.config.ts starts three; apps/web/e2e/own-shop.ts one for a
// spec): its data folder is a fresh copy of the run's seeded demo shop. The first of the three to get here seeds
// that template, once, while the others wait for it; each then starts on its own copy, as a second start of the
// shop (decision 0170, stop 45).
// Before, each shop seeded for itself at the same time: three first starts on two cores before any test ran.
//   DATA_DIR      the shop's own data folder, emptied first
//   E2E_TEMPLATE  the run's template folder (one name per run; older ones are removed)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = process.env.DATA_DIR;
const template = process.env.E2E_TEMPLATE;
if (!dataDir || !template) throw new Error('e2e-shop: DATA_DIR and E2E_TEMPLATE are required');
const ready = path.join(template, 'READY');
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
  await run(['apps/server/dist/seed/reset.js'], { DATA_DIR: template, LOG_LEVEL: 'warn', NODE_ENV: 'test' });
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
const shop = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shop.kill(signal));
shop.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
