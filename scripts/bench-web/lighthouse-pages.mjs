/* global document, location -- the journey's waits run inside the page. */
import { navigation } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const aria = (name) => `::-p-aria(${name})`;

/** The shopper's way to the Rum products of Island Spirits, through the home page, as a visitor clicks. */
async function toProducts(page, base) {
  await page.goto(`${base}/`, { waitUntil: 'networkidle0' });
  await page.locator(aria('Sangster International Departure')).click();
  await page.locator(aria('Shop now at Island Spirits')).click();
  await page.locator(aria('Rum[role="button"]')).click();
  await page.locator('[data-testid="product-card"]').wait();
}

async function toDetail(page, base) {
  await toProducts(page, base);
  await page.locator('[data-testid="product-name"]').click();
  await page.waitForFunction(() => location.pathname === '/product/detail' && document.querySelectorAll('[data-testid="price"]').length === 1);
}

async function toFilledCart(page, base) {
  await toDetail(page, base);
  await page.locator(aria('Add to Cart')).click();
  await page.waitForFunction(() => document.querySelector('a[href="/cart"]')?.getAttribute('aria-label')?.startsWith('Cart, 1'));
  await page.locator('a[href="/cart"]').click();
  await page.locator('[data-testid="cart-line"]').wait();
}

/**
 * The measured pages. `/` and `/login` are first visits (Lighthouse clears storage and cache). The others are reached
 * by clicking through the shop, then reloaded with an empty HTTP cache but the visitor's storage, cookies
 * and history entry kept, so the page opens from its real navigation state (store, category, product,
 * cart), as a reload or a tab a phone brings back does: it draws the view the visitor left (decision 0061).
 */
export const measuredPages = [
  { path: '/', prepare: null },
  { path: '/login', prepare: null },
  { path: '/store/products', prepare: toProducts },
  { path: '/product/detail', prepare: toDetail },
  { path: '/cart', prepare: toFilledCart },
];

const flags = (keepStorage) => ({ output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage });

function figures(lhr) {
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const bytes = (type) => requests.filter((r) => r.resourceType === type).reduce((s, r) => s + (r.transferSize || 0), 0);
  return {
    url: lhr.finalDisplayedUrl,
    perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    js: bytes('Script'),
    css: bytes('Stylesheet'),
    // Lighthouse's long tasks (its simulated phone): each one's duration in ms, longest first.
    longTasks: (lhr.audits['long-tasks'].details?.items ?? []).map((t) => Math.round(t.duration)).sort((a, b) => b - a),
  };
}

/**
 * One Lighthouse run (default mobile configuration) of one measured page in a fresh browser; `read` turns
 * the finished run's report into the answer (the figures, unless told otherwise).
 */
export async function runOnce(base, { path, prepare }, read = figures) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const stopChrome = () => void chrome.kill();
  process.once('exit', stopChrome);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (!prepare) return read((await navigation(page, `${base}${path}`, { flags: flags(false) })).lhr);
    await prepare(page, base);
    if (new URL(page.url()).pathname !== path) throw new Error(`the journey ended on ${page.url()}, not ${path}`);
    const cdp = await page.createCDPSession();
    const reload = async () => {
      await cdp.send('Network.clearBrowserCache');
      await page.reload();
    };
    const { lhr } = await navigation(page, reload, { flags: flags(true) });
    if (new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`${path} was redirected to ${lhr.finalDisplayedUrl}`);
    return read(lhr);
  } finally {
    await browser.disconnect();
    await chrome.kill();
    process.removeListener('exit', stopChrome);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs each measured page `runs` times; answers the medians per page. */
export async function lighthousePages(base, runs) {
  const out = [];
  for (const page of measuredPages) {
    const rows = [];
    for (let i = 0; i < runs; i++) rows.push(await runOnce(base, page));
    const m = (k) => median(rows.map((r) => r[k]));
    // The long tasks of the run whose total blocking time is the median.
    const longTasks = rows.find((r) => r.tbt === m('tbt')).longTasks;
    out.push({ path: page.path, perf: m('perf'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), fcp: m('fcp'), js: m('js'), css: m('css'), longTasks, runs: rows });
  }
  return out;
}
