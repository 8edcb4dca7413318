// `npm run bench:web:lcp-path`: builds the shop (npm script), starts it, and for each page bench:web measures
// prints what Lighthouse's simulated phone (150 ms round trips, 1.6 Mbit/s, CPU slowed four times) had to
// finish before the largest paint: every request and task of its pessimistic LCP graph, with the simulated
// start and end of each, and the bytes on that path. The largest paint of a page is about when its last
// byte on this path arrives (docs/decisions/0058): the list says which bytes those are.
import { fileURLToPath } from 'node:url';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { measuredPages, runOnce } from './lighthouse-pages.mjs';
import { startShop } from './shop.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const timings = () => Lantern.Simulation.Simulator.allNodeTimings;
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const only = process.argv[2];

/** The pessimistic LCP simulation's nodes, in the order they end. */
function lcpPath(lhr) {
  const graph = timings().get('pessimisticLargestContentfulPaint');
  timings().clear();
  if (!graph) throw new Error(`no LCP simulation for ${lhr.finalDisplayedUrl}`);
  const rows = [...graph.entries()].map(([node, t]) =>
    node.type === 'network'
      ? { start: t.startTime, end: t.endTime, bytes: node.request.transferSize, what: `${node.request.resourceType} ${new URL(node.request.url).pathname}` }
      : { start: t.startTime, end: t.endTime, bytes: 0, what: 'main thread task' },
  );
  return { lcp: lhr.audits['largest-contentful-paint'].numericValue, rows: rows.sort((a, b) => a.end - b.end) };
}

const shop = await startShop(root);
try {
  for (const page of measuredPages.filter((p) => !only || p.path === only)) {
    const { lcp, rows } = await runOnce(shop.base, page, lcpPath);
    const bytes = rows.reduce((s, r) => s + r.bytes, 0);
    console.log(`\n${page.path}: LCP ${(lcp / 1000).toFixed(2)} s; ${rows.length} requests and tasks, ${kb(bytes)} on the path`);
    for (const r of rows) console.log(`  ${String(Math.round(r.start)).padStart(5)} → ${String(Math.round(r.end)).padStart(5)} ms  ${r.bytes ? kb(r.bytes).padStart(9) : ''.padStart(9)}  ${r.what}`);
  }
} finally {
  await shop.stop();
}
