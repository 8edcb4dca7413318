// `node scripts/bench-web/trace.mjs [path...]`: opens each shopper page as the bench does, in Chromium with
// the CPU slowed 4x, records a trace and prints every task over 50 ms from the navigation on, with what ran
// inside it (script evaluation, React's scheduler callbacks, style and layout), and the main thread's total.
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, measuredPages } from './lighthouse-pages.mjs';
import { startShop } from './shop.mjs';
import { mainThreadOf, tracedStart } from './traced-start.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const only = process.argv.slice(2);
const pages = measuredPages.filter((p) => only.length === 0 || only.includes(p.path));
const INNER = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'v8.compileModule', 'EventDispatch', 'RunMicrotasks', 'MajorGC', 'MinorGC', 'ParseAuthorStyleSheet', 'XHRReadyStateChange', 'FireIdleCallback', 'v8.compile']);
const short = (u) => (u ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '');

function tasks(events, navStart) {
  const main = mainThreadOf(events, navStart);
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= navStart);
  const top = mine.filter((e) => e.name === 'RunTask');
  let busy = 0;
  const long = [];
  for (const t of top) {
    busy += t.dur;
    if (t.dur < 50_000) continue;
    const inside = mine.filter((e) => INNER.has(e.name) && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
    const outer = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && (o.ts < e.ts || o.dur > e.dur)));
    const what = outer.filter((e) => e.dur >= 3000).map((e) => `${e.name}${e.args?.data?.url ? ` ${short(e.args.data.url)}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}${e.args?.data?.type ? ` ${e.args.data.type}` : ''} ${Math.round(e.dur / 1000)}`);
    long.push(`  @${Math.round((t.ts - navStart) / 1000)} ms: ${Math.round(t.dur / 1000)} ms  [${what.join('; ')}]`);
  }
  return { busy: Math.round(busy / 1000), long };
}

const shop = await startShop(root);
const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS, headless: true });
try {
  for (const measured of pages) {
    const categories = ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'loading', 'v8'];
    const { events, settledMs } = await tracedStart(browser, shop.base, measured, categories);
    const nav = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame !== false && e.args?.data?.documentLoaderURL?.startsWith('http')).at(-1) ?? events.find((e) => e.name === 'TracingStartedInBrowser');
    const { busy, long } = tasks(events, nav.ts);
    console.log(`\n== ${measured.path} (load ${loadavg()[0].toFixed(1)}) main thread busy ${busy} ms, ${long.length} tasks over 50 ms, settled in ${settledMs} ms`);
    for (const l of long) console.log(l);
  }
} finally {
  await browser.close();
  await shop.stop();
}
