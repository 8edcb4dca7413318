// `node scripts/bench-web/profile.mjs [base]`: one Lighthouse run (mobile) per shopper page, printing what
// runs at start-up: score, TBT, each long task (start, duration, attributed script) and the scripts' boot-up time.
import { measuredPages, runOnce } from './lighthouse-pages.mjs';
import { startShop } from './shop.mjs';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';

const root = fileURLToPath(new URL('../..', import.meta.url));
const only = process.argv.slice(2);
const pages = measuredPages.filter((p) => only.length === 0 || only.includes(p.path));
const short = (u) => (u ?? '').replace(/^https?:\/\/[^/]+/, '');

function read(lhr) {
  const a = lhr.audits;
  return {
    perf: Math.round(lhr.categories.performance.score * 100),
    tbt: Math.round(a['total-blocking-time'].numericValue),
    lcp: Math.round(a['largest-contentful-paint'].numericValue),
    work: Math.round(a['mainthread-work-breakdown'].numericValue),
    longTasks: (a['long-tasks'].details?.items ?? []).map((t) => `${short(t.url)}@${Math.round(t.startTime)}:${Math.round(t.duration)}`),
    bootup: (a['bootup-time'].details?.items ?? []).map((b) => `${short(b.url)} total ${Math.round(b.total)} script ${Math.round(b.scripting)} parse ${Math.round(b.scriptParseCompile)}`),
    breakdown: (a['mainthread-work-breakdown'].details?.items ?? []).map((b) => `${b.group} ${Math.round(b.duration)}`).join(', '),
    js: (a['network-requests'].details?.items ?? []).filter((r) => r.resourceType === 'Script').reduce((s, r) => s + r.transferSize, 0),
  };
}

const shop = await startShop(root);
try {
  for (const page of pages) {
    const r = await runOnce(shop.base, page, read);
    console.log(`\n== ${page.path} (load ${loadavg()[0].toFixed(1)}) perf ${r.perf} TBT ${r.tbt} LCP ${r.lcp} work ${r.work} JS ${(r.js / 1024).toFixed(1)} KB`);
    console.log(`  long tasks: ${r.longTasks.join('  ')}`);
    console.log(`  breakdown: ${r.breakdown}`);
    for (const b of r.bootup) console.log(`  ${b}`);
  }
} finally {
  await shop.stop();
}
