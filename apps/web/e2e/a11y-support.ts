import { expect, type Page, type Request } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.0-2.2 A and AA rules (docs/decisions/0053). */
export const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe's violations of the WCAG rules on the page as it is now; `rules` turns single rules on or off. axe goes
 * into each of the page's frames once per document and runs in the page itself. AxeBuilder put its 1.5 MB into
 * the page again on every run and opened a blank page to merge the frames' results: 1.8-2.4 s a run on a
 * shopper page, against 0.4 s this way (docs/decisions/0206).
 */
export async function axeViolations(page: Page, rules: axe.RuleObject = {}): Promise<axe.Result[]> {
  for (const frame of page.frames()) {
    // A frame that is gone or another origin's is left out: axe reports a frame it cannot reach.
    const present = await frame.evaluate(() => typeof (window as AxeWindow).axe === 'object').catch(() => true);
    if (!present) await frame.evaluate(axe.source).catch(() => undefined);
  }
  return page.evaluate(
    ({ values, rules }) =>
      (window as AxeWindow).axe!.run(document, { runOnly: { type: 'tag', values }, rules, resultTypes: ['violations'] }).then((r) => r.violations),
    { values: tags, rules },
  );
}

/** Fails with every serious or critical axe violation on the page as it is now, named with its elements. */
export async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

/** Every shopper page has its landmarks and one level-1 heading. */
export async function expectLandmarks(page: Page, where: string) {
  await expect(page.getByRole('banner'), `header on ${where}`).toHaveCount(1);
  await expect(page.getByRole('main'), `main on ${where}`).toHaveCount(1);
  await expect(page.getByRole('contentinfo'), `footer on ${where}`).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 }), `h1 on ${where}`).toHaveCount(1);
}

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Counts the page's requests from now on, but the live order stream (`/live/orders`): it stays open as long as
 * the page, and Playwright's `networkidle` waited about 15 s on each staff screen that opens it.
 */
export function watchRequests(page: Page) {
  const open = new Set<Request>();
  page.on('request', (r) => {
    if (!new URL(r.url()).pathname.startsWith('/live/')) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  inFlight.set(page, open);
}

/** The page has loaded and no request of it (but the live stream) has been in flight for 300 ms. */
export async function settle(page: Page) {
  const open = inFlight.get(page);
  if (!open) throw new Error('settle(page) needs watchRequests(page) from the page\'s start');
  await page.waitForLoadState('load');
  let quietSince = 0;
  const quiet = () => {
    if (open.size > 0) quietSince = 0;
    else quietSince ||= Date.now();
    return quietSince > 0 && Date.now() - quietSince >= 300;
  };
  await expect.poll(quiet, { message: 'requests still in flight', intervals: [100], timeout: 30_000 }).toBe(true);
}

/**
 * Walks the shopper journey and checks each page as it comes: home, stores, categories, products,
 * detail, the cart with a line in it, a document page, sign-in, sign-up and forgot password.
 */
export async function walkShopperPages(page: Page, check: (where: string) => Promise<void>) {
  watchRequests(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sangster International Departure', exact: true })).toBeVisible();
  await settle(page);
  await check('home');
  await page.getByRole('button', { name: 'Sangster International Departure', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();
  await settle(page);
  await check('stores');
  await page.getByRole('button', { name: 'Shop now at Island Spirits' }).click();
  await expect(page.getByRole('heading', { name: 'Island Spirits', level: 1 })).toBeVisible();
  await settle(page);
  await check('categories');
  await page.getByRole('button', { name: 'Rum', exact: true }).click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await settle(page);
  await check('products');
  await page.getByTestId('product-name').first().click();
  await expect(page).toHaveURL(/\/product\/detail$/);
  // The products page stays on screen until the detail route has loaded: wait for the one price.
  await expect(page.getByTestId('price')).toHaveCount(1);
  await expect(page.getByTestId('price')).toBeVisible();
  await settle(page);
  await check('product detail');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('added to your cart.')).toBeVisible();
  await check('product detail with a toast');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await settle(page);
  await check('cart');
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  await check('faq');
  for (const [path, title] of [['/login', 'Sign In'], ['/register', 'Sign Up'], ['/reset-password', 'Forgot Password']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    await check(`${title} (${path})`);
  }
}
