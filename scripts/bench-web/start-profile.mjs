// `node scripts/bench-web/start-profile.mjs [path...]`: what runs in each long task of a phone's start-up, by
// source. It builds the web app once more with source maps (into a temporary folder), starts the built shop
// serving that build, opens each measured page as the Lighthouse bench does, with the CPU slowed 4x and V8's
// sampling profiler on, and prints every task over 50 ms after the navigation: what the trace names in it
// (script evaluation, timers, style and layout), its samples by package or app folder, its busiest functions, and
// whether React drew synchronously in it (a store that changed during a sliced render: docs/decisions/0201).
// The server build is the one in apps/server/dist (`npm run build` first).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, measuredPages } from './lighthouse-pages.mjs';
import { startShop } from './shop.mjs';
import { mainThreadOf, tracedStart } from './traced-start.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const only = process.argv.slice(2);
const dist = mkdtempSync(path.join(tmpdir(), 'web-sourcemapped-'));
process.once('exit', () => rmSync(dist, { recursive: true, force: true }));
execFileSync('npx', ['vite', 'build', '--sourcemap', '--outDir', dist, '--emptyOutDir'], { cwd: path.join(root, 'apps/web'), stdio: 'ignore' });
process.env.WEB_DIST = dist;

const INNER = new Set(['v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'EventDispatch', 'RunMicrotasks', 'MajorGC', 'MinorGC']);
const SYNC_RENDER = /renderRootSync/;
const maps = new Map();

/** The build's source map of a script the page loaded, or null for anything else. */
function mapOf(url) {
  const file = url.replace(/^https?:\/\/[^/]+/, '');
  if (!file.startsWith('/assets/')) return null;
  if (!maps.has(file)) {
    try {
      maps.set(file, new TraceMap(readFileSync(path.join(dist, `${file}.map`), 'utf8')));
    } catch {
      maps.set(file, null);
    }
  }
  return maps.get(file);
}

/** A sampled frame as `<package or src folder> <function>`, through the source map; native frames by name. */
function frameName({ url, functionName, lineNumber, columnNumber }) {
  if (!url) return `(${functionName || 'native'})`;
  const map = mapOf(url);
  if (!map) return `${url.replace(/^https?:\/\/[^/]+/, '')} ${functionName}`;
  let at = {};
  try {
    at = originalPositionFor(map, { line: lineNumber + 1, column: Math.max(0, columnNumber) });
  } catch {
    // A position the map does not cover (a frame of V8's own, line -1): named by the script alone.
  }
  const source = (at.source ?? '(top-level)').replace(/.*node_modules\/((@[^/]+\/)?[^/]+)\/.*/, '$1').replace(/.*\/src\//, 'src/');
  return `${source} ${at.name ?? functionName}`;
}

/** The CPU samples of one thread's profile: each with its time and its stack of frame names, leaf first. */
function samplesOf(events, pid) {
  const out = [];
  for (const profile of events.filter((e) => e.name === 'Profile' && e.pid === pid)) {
    const nodes = new Map();
    const parent = new Map();
    let ts = profile.args.data.startTime;
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
      const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
      for (const n of cpuProfile.nodes ?? []) {
        nodes.set(n.id, frameName(n.callFrame));
        if (n.parent) parent.set(n.id, n.parent);
      }
      (cpuProfile.samples ?? []).forEach((id, i) => {
        ts += timeDeltas[i] ?? 0;
        const stack = [];
        for (let at = id; at !== undefined; at = parent.get(at)) stack.push(nodes.get(at));
        out.push({ ts, stack });
      });
    }
  }
  return out;
}

const top = (counts, n) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
const bump = (counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1);

function report(events) {
  const main = mainThreadOf(events);
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const samples = samplesOf(events, main.pid);
  // From the new page's first HTML on: the page a reload leaves says goodbye (pagehide) in tasks before it.
  const firstHtml = mine.find((e) => e.name === 'ParseHTML')?.ts ?? 0;
  for (const task of mine.filter((e) => e.name === 'RunTask' && e.dur >= 50_000 && e.ts + e.dur >= firstHtml)) {
    const end = task.ts + task.dur;
    const inner = mine.filter((e) => INNER.has(e.name) && e.ts >= task.ts && e.ts + e.dur <= end && e.dur >= 3000);
    const within = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    const bySource = new Map();
    const byFunction = new Map();
    for (const { stack } of within) {
      bump(bySource, stack[0].split(' ')[0]);
      bump(byFunction, stack[0]);
    }
    const sync = within.filter(({ stack }) => stack.some((f) => SYNC_RENDER.test(f))).length;
    console.log(`  ${Math.round(task.dur / 1000)} ms: ${inner.map((e) => `${e.name} ${Math.round(e.dur / 1000)}`).join(', ')}`);
    console.log(`    ${within.length} samples by source: ${top(bySource, 8)}`);
    console.log(`    busiest: ${top(byFunction, 8)}`);
    if (sync > 0) console.log(`    React drew synchronously in ${sync} of them`);
  }
}

const shop = await startShop(root);
const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS, headless: true });
try {
  for (const measured of measuredPages.filter((p) => only.length === 0 || only.includes(p.path))) {
    const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute'];
    const { events } = await tracedStart(browser, shop.base, measured, categories);
    console.log(`\n== ${measured.path}: tasks over 50 ms (CPU slowed 4x)`);
    report(events);
  }
} finally {
  await browser.close();
  await shop.stop();
}
