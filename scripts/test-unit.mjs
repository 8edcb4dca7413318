#!/usr/bin/env node
// `npm run test:unit`: the call tests on PostgreSQL with the web unit tests (`npm run test:postgres`), and the
// call tests on PGlite under Node 24 (`npm run test:pglite`), side by side (docs/decisions/0203). Each half alone
// left the machine idle a fifth of its time; together they fill it. Every line is printed as it comes, marked
// with its half; the run fails when either half fails, and says which. Arguments are passed to both halves
// (`-- --reporter=dot`).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const halves = [
  { mark: 'postgres', script: 'test:postgres' },
  { mark: 'pglite  ', script: 'test:pglite' },
];
const extra = process.argv.slice(2);
const children = new Set();
// Stopped (a CI timeout, Ctrl-C), it stops both halves rather than leave them running.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Each half is a group of its own (npm, its shell, Vitest and its workers): the whole group is stopped.
    for (const child of children) process.kill(-child.pid, signal);
    process.exit(1);
  });
}

function run({ mark, script }) {
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

const results = await Promise.all(halves.map(run));
const failed = results.filter((r) => r.code !== 0);
for (const r of failed) console.error(`test:unit: npm run ${r.script} failed (${r.signal ? `signal ${r.signal}` : `exit code ${r.code}`})`);
process.exit(failed.length ? 1 : 0);
