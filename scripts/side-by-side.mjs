#!/usr/bin/env node
// Runs npm scripts side by side, every line printed as it comes and marked with its script; fails when any
// fails, and says which. `npm run test:unit` runs the call tests' two halves this way (decision 0203): on
// PostgreSQL with the web unit tests (`test:postgres`), and on PGlite under Node 24 (`test:pglite`). `npm test`
// runs the browser tests beside them (`test:e2e`, decision 0214): each alone left the machine idle part of its
// time; together they fill it. A script that fails has its failures printed once more at the very end, where a
// log cut to its last lines (CI's record) still shows which tests failed and why.
//   node scripts/side-by-side.mjs test:postgres test:pglite [-- args for every script]
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const argv = process.argv.slice(2);
const dashes = argv.indexOf('--');
const scripts = dashes < 0 ? argv : argv.slice(0, dashes);
const extra = dashes < 0 ? [] : argv.slice(dashes + 1);
const width = Math.max(...scripts.map((s) => s.replace(/^test:/, '').length));
const children = new Set();
// What each script printed, kept to repeat a failed script's failures at the end.
const printed = new Map(scripts.map((s) => [s, []]));
// The lines that name a failed test: Vitest's `×` and `FAIL`, Playwright's `✘` and numbered failures, both
// runners' counts, and where a failed browser test's tabs stood (apps/web/e2e/failure-view.ts).
const NAMES_A_FAILURE = /(^|\s)(×|✘|FAIL)\s|^\s*\d+\) \[|\b\d+ failed\b|^page at failure: /;
// Where a runner's own account of its failures starts: Vitest's `Failed Tests` or `Unhandled Errors` rule,
// Playwright's first numbered failure.
const FAILURES_START = /⎯ (Failed Tests|Unhandled Errors?) |^\s*1\) \[/;
const DETAIL_LINES = 120;
const LIST_LINES = 40;
/** A line without its colours (the ANSI escapes Vitest and Playwright write when told to colour). */
const ESC = String.fromCharCode(27);
const stripColours = (line) => line.split(ESC).map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, ''))).join('');
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
      createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
        printed.get(script).push(line);
        to.write(`[${mark}] ${line}\n`);
      });
    }
    children.add(child);
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve({ script, code: code ?? 1, signal });
    });
  });
}

// A failed script's account of its failures (from where its runner starts it, at most DETAIL_LINES), then the lines
// that name them (at most LIST_LINES), so that the names are the last thing printed.
function repeatFailures(script) {
  const lines = printed.get(script).map(stripColours);
  const start = lines.findIndex((l) => FAILURES_START.test(l));
  const mark = `[${script.replace(/^test:/, '')}]`;
  if (start >= 0) {
    console.error(`side-by-side: what npm run ${script} said of its failures:`);
    for (const l of lines.slice(start, start + DETAIL_LINES)) console.error(`${mark} ${l}`);
  }
  const named = [...new Set(lines.filter((l) => NAMES_A_FAILURE.test(l)))];
  console.error(`side-by-side: the lines of npm run ${script} that name a failure${named.length > LIST_LINES ? ` (the first ${LIST_LINES} of ${named.length})` : ''}:`);
  for (const l of named.slice(0, LIST_LINES)) console.error(`${mark} ${l}`);
  if (named.length === 0) console.error(`${mark} (none; its last lines:)\n${lines.slice(-20).map((l) => `${mark} ${l}`).join('\n')}`);
}

const results = await Promise.all(scripts.map(run));
const failed = results.filter((r) => r.code !== 0);
for (const r of failed) repeatFailures(r.script);
for (const r of failed) console.error(`side-by-side: npm run ${r.script} failed (${r.signal ? `signal ${r.signal}` : `exit code ${r.code}`})`);
process.exit(failed.length ? 1 : 0);
