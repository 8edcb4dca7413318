// `npm run bench:web`: builds the shop (npm script), starts it, and measures it in Debian's Chromium:
// Lighthouse (default mobile configuration, median of RUNS) on /, /login, /store/products, /product/detail
// and /cart with a filled cart (score, LCP, TBT and the long tasks of the median run), and axe (WCAG 2.2
// A and AA) on every shopper page at desktop and phone width.
// Prints PASS/FAIL per target and exits 1 if any fails. Lighthouse's figures are pessimistic on a busy
// machine: it waits (up to two minutes) for the build's load to settle, and prints the load average.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { axeViolations, shopperPages } from './axe-pages.mjs';
import { lighthousePages, CHROME_FLAGS } from './lighthouse-pages.mjs';
import { startShop } from './shop.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const root = fileURLToPath(new URL('../..', import.meta.url));
const verdicts = [];
const judge = (name, pass, detail) => verdicts.push(`${pass ? 'PASS' : 'FAIL'} ${name}: ${detail}`);
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

/** Waits, up to two minutes, for the build's load to settle (a one-minute load average under 1). */
async function settle() {
  const until = Date.now() + 120_000;
  while (loadavg()[0] >= 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 5000));
}

async function lighthouse(base) {
  await settle();
  console.log(`Lighthouse, mobile, median of ${RUNS} runs per page (load average before: ${load()})`);
  const pages = await lighthousePages(base, RUNS);
  for (const p of pages) {
    console.log(`${p.path.padEnd(16)} performance ${p.perf}  LCP ${(p.lcp / 1000).toFixed(2)} s  TBT ${Math.round(p.tbt)} ms  CLS ${p.cls.toFixed(3)}  FCP ${(p.fcp / 1000).toFixed(2)} s  JS ${kb(p.js)}  (runs: ${p.runs.map((r) => r.perf).join(', ')})`);
    console.log(`${''.padEnd(16)} long tasks (ms): ${p.longTasks.join(', ') || 'none'}`);
    judge(`performance >= 95 on ${p.path}`, p.perf >= 95, String(p.perf));
    judge(`TBT <= 150 ms on ${p.path}`, p.tbt <= 150, `${Math.round(p.tbt)} ms`);
    judge(`LCP <= 1.8 s on ${p.path}`, p.lcp <= 1800, `${(p.lcp / 1000).toFixed(2)} s`);
    judge(`CLS <= 0.05 on ${p.path}`, p.cls <= 0.05, p.cls.toFixed(3));
  }
  const home = pages.find((p) => p.path === '/');
  console.log(`to open / (transferred, as the browser received them): JavaScript ${kb(home.js)}, CSS ${kb(home.css)}`);
  judge('JavaScript transferred to open / <= 150 KB', home.js <= 150 * 1024, kb(home.js));
  judge('CSS transferred to open / <= 30 KB', home.css <= 30 * 1024, kb(home.css));
  console.log(`load average after Lighthouse: ${load()}`);
}

async function axe(base) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS });
  const totals = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  try {
    for (const [label, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
      const context = await browser.newContext({ viewport, isMobile: label === 'phone', hasTouch: label === 'phone' });
      const page = await context.newPage();
      for await (const name of shopperPages(page, base)) {
        const found = await axeViolations(page);
        const count = { critical: 0, serious: 0, moderate: 0, minor: 0 };
        for (const v of found) {
          count[v.impact] += v.nodes.length;
          totals[v.impact] += v.nodes.length;
        }
        console.log(`axe ${label.padEnd(7)} ${name.padEnd(34)} critical ${count.critical} serious ${count.serious} moderate ${count.moderate} minor ${count.minor}`);
        for (const v of found) console.log(`    ${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).join(' | ')})`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`axe violations by impact, all pages: critical ${totals.critical}, serious ${totals.serious}, moderate ${totals.moderate}, minor ${totals.minor}`);
  judge('axe serious and critical violations = 0', totals.critical + totals.serious === 0, String(totals.critical + totals.serious));
}

// A failure inside Lighthouse can surface as an unhandled rejection: report it and end (the shop stops with us).
process.on('unhandledRejection', (err) => {
  console.error(err);
  process.exit(1);
});
const shop = await startShop(root);
try {
  console.log(`shop at ${shop.base}`);
  if (process.env.SKIP_LIGHTHOUSE !== '1') await lighthouse(shop.base);
  if (process.env.SKIP_AXE !== '1') await axe(shop.base);
} finally {
  await shop.stop();
}
for (const v of verdicts) console.log(v);
if (verdicts.some((v) => v.startsWith('FAIL'))) process.exitCode = 1;
