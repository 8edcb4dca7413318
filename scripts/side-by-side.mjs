#!/usr/bin/env node
// Runs npm scripts side by side, every line printed as it comes and marked with its script; fails when any
// fails, and says which. `npm run test:unit` runs the call tests' two halves this way (decision 0203): on
// PostgreSQL with the web unit tests (`test:postgres`), and on PGlite under Node 24 (`test:pglite`). `npm test`
// runs the browser tests beside them (`test:e2e`, decision 0214): each alone left the machine idle part of its
// time; together they fill it.
//   node scripts/side-by-side.mjs test:postgres test:pglite [-- args for every script]
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const argv = process.argv.slice(2);
const dashes = argv.indexOf('--');
const scripts = dashes < 0 ? argv : argv.slice(0, dashes);
const extra = dashes < 0 ? [] : argv.slice(dashes + 1);
const width = Math.max(...scripts.map((s) => s.replace(/^test:/, '').length));
const children = new Set();
// Stopped (a CI timeout, Ctrl-C), it stops every script rather than leave them running.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Each script is a group of its own (npm, its shell, Vitest or Playwright and their workers): the whole group is stopped.
    for (const child of children) process.kill(-child.pid, signal);
    process.exit(1);
  });
}

function run(script) {
  const mark = script.replace(/^test:/, '').padEnd(width);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script, ...(extra.length ? ['--', ...extra] : [])], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      // Into a pipe Vitest writes colours only when told: as it would have to this terminal.
      env: process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1', ...process.env } : process.env,
    });
    for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`[${mark}] ${line}\n`));
    }
    children.add(child);
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve({ script, code: code ?? 1, signal });
    });
  });
}

const results = await Promise.all(scripts.map(run));
const failed = results.filter((r) => r.code !== 0);
for (const r of failed) console.error(`side-by-side: npm run ${r.script} failed (${r.signal ? `signal ${r.signal}` : `exit code ${r.code}`})`);
process.exit(failed.length ? 1 : 0);
