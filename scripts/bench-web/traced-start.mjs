/**
 * Opens one measured page as the Lighthouse bench does (a phone's viewport; a page reached by clicking is then
 * reloaded with an empty HTTP cache, `lighthouse-pages.mjs`), with the CPU slowed 4x, and answers the trace
 * events of its start-up (`categories`) and how long it took to settle, 1.5 s of quiet included.
 */
export async function tracedStart(browser, base, { path, prepare }, categories) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    const cdp = await page.createCDPSession();
    if (prepare) await prepare(page, base);
    await cdp.send('Network.clearBrowserCache');
    await page.emulateCPUThrottling(4);
    await page.tracing.start({ categories });
    const t0 = Date.now();
    if (prepare) await page.reload({ waitUntil: 'networkidle0' });
    else await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 1500));
    const events = JSON.parse(new TextDecoder().decode(await page.tracing.stop())).traceEvents;
    return { events, settledMs: Date.now() - t0 };
  } finally {
    await context.close();
  }
}

/** The page's main thread in a trace: of the renderers' main threads, the busiest from `since` on. */
export function mainThreadOf(events, since = 0) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (m) => events.reduce((s, e) => s + (e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask' && e.ts >= since ? e.dur : 0), 0);
  return mains.reduce((a, b) => (busy(a) >= busy(b) ? a : b));
}
