import { expect, test } from '@playwright/test';

// How the shop's files travel (docs/decisions/0050): compressed, cached for a year when hashed, the page revalidated.

test('the entry script goes out brotli-compressed and immutable; the page is revalidated with an ETag', async ({ request }) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['content-encoding']).toBe('br');
  const etag = page.headers().etag;
  expect(etag).toBeTruthy();
  const again = await request.get('/', { headers: { 'if-none-match': etag! } });
  expect(again.status()).toBe(304);

  const html = await page.text();
  // On `/` the starter stands in the entry's place and names it (decision 0059); both are hashed and kept a year.
  const starter = html.match(/<script type="module" crossorigin src="(\/assets\/start-app-[^"]+\.js)" data-app="/)?.[1];
  expect(starter).toBeTruthy();
  expect((await request.get(starter!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const entry = html.match(/data-app="(\/assets\/index-[^"]+\.js)"/)?.[1];
  expect(entry).toBeTruthy();
  const br = await request.get(entry!, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers().vary).toMatch(/accept-encoding/i);
  const gz = await request.get(entry!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');

  // Blocking CSS: the app's style sheets, linked at the end of the body (decision 0057), as sent
  // compressed, at most 30 KB.
  let blocking = 0;
  for (const [, href] of html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"/g)) {
    const css = await request.get(href!, { headers: { 'accept-encoding': 'br' } });
    expect(css.headers()['content-encoding']).toBe('br');
    blocking += Number(css.headers()['content-length']);
  }
  expect(blocking).toBeGreaterThan(0);
  expect(blocking).toBeLessThanOrEqual(30 * 1024);
});

test('opening / in the browser receives at most 150 KB of JavaScript, compressed, and the first banner early', async ({ page }) => {
  const scripts: { url: string; encoding?: string; bytes: Promise<number> }[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push({ url: res.url(), encoding: res.headers()['content-encoding'], bytes: res.request().sizes().then((s) => s.responseBodySize + s.responseHeadersSize) });
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sangster International Departure', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const entry = scripts.find((s) => /\/assets\/index-[^/]+\.js$/.test(s.url));
  expect(entry?.encoding).toBe('br');
  const total = (await Promise.all(scripts.map((s) => s.bytes))).reduce((a, b) => a + b, 0);
  expect(total).toBeLessThanOrEqual(150 * 1024);
  // The first banner is hinted in the page itself, with high priority.
  await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
});
