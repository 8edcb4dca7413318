import { expect, test } from './shared-tab';
import { holdCall } from './support';

// The home page's first offer is drawn by the server into `/` and the app started once it is on the screen
// (docs/decisions/0059).
test.describe('the first view of the home page', () => {
  test('is in the page itself: its picture and words show before any script runs', async ({ person }) => {
    const page = await person({ javaScriptEnabled: false });
    await page.goto('/');
    const view = page.locator('[data-first-view]');
    await expect(view.locator('img')).toBeVisible();
    await expect(view.locator('img')).toHaveJSProperty('complete', true);
    expect(await view.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const title = (await view.locator('.hero-title').innerText()).trim();
    expect(title.length).toBeGreaterThan(0);

    // With scripts, the carousel's first slide is the same offer, in the same place.
    const app = await person();
    await app.goto('/');
    const first = app.getByLabel('Offers', { exact: true }).locator('[aria-roledescription="slide"]').first();
    await expect(first.locator('.hero-title')).toHaveText(title);
  });

  test('stays on the screen while the guest signs in, under the Loading status and the guest\'s header, then the whole page shows', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const release = await holdCall(page, 'login');
    // The page's time stands still while the sign-in is held, so the app's 10 s limit on a call cannot run out (and
    // draw the 502 page) however slowly a busy machine gets through the looks below. It is moved on 250 ms at a time
    // until the app shows its Loading status: the starter, the app's start-up steps and React's reveals wait on
    // timers, and the app's first render waits up to 1 s for the sign-in (decision 0201).
    await page.clock.install({ time: new Date('2026-11-25T15:00:00-05:00') });
    await page.clock.pauseAt(new Date('2026-11-25T15:00:01-05:00'));

    await page.goto('/');
    const picture = page.locator('[data-first-view] img');
    await expect(picture).toHaveJSProperty('complete', true);
    const drawn = await picture.getAttribute('src');
    // The app has started (its Loading status shows) and, while the sign-in is held, keeps the same picture in place.
    const loading = page.getByRole('status').filter({ hasText: 'Loading' });
    await expect.poll(async () => (await page.clock.runFor(250), loading.isVisible())).toBe(true);
    const held = page.getByLabel('Offers', { exact: true }).locator('img').first();
    await expect(held).toBeVisible();
    expect(await held.getAttribute('src')).toBe(drawn);
    expect((await held.boundingBox())?.y).toBe(85);
    await expect(page.getByLabel('Offers', { exact: true }).locator('[aria-roledescription="slide"]')).toHaveCount(1);
    // The header shows the guest's controls already, so nothing in it moves when the sign-in answers.
    const cart = page.getByRole('banner').getByRole('link', { name: /^Cart, / });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    const cartBefore = await cart.boundingBox();

    release();
    await page.clock.resume();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeHidden();
    const slides = page.getByLabel('Offers', { exact: true }).locator('[aria-roledescription="slide"]');
    await expect.poll(() => slides.count()).toBeGreaterThan(1);
    expect(await slides.first().locator('img').getAttribute('src')).toBe(drawn);
    await expect(page.getByRole('heading', { name: 'Good to know' })).toBeVisible();
    expect(await cart.boundingBox()).toEqual(cartBefore);
    expect(errors).toEqual([]);
  });

  test('a picture that fails to load does not hold the app back', async ({ page }) => {
    await page.route('**/media/banner/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Where are you flying from?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sangster International Departure', exact: true })).toBeEnabled();
  });

  test('a plain picture the browser never reports as its largest paint does not hold the app back', async ({ page }) => {
    // The demo's banner, a small SVG across a desktop's width, is too plain for Chromium's largest-paint report.
    // With time stopped, the 1.5 s limit cannot start the app: only the painted picture can.
    await page.clock.install({ time: new Date('2026-11-25T15:00:00-05:00') });
    await page.clock.pauseAt(new Date('2026-11-25T15:00:01-05:00'));
    const app = page.waitForRequest(/\/assets\/index-[^/]+\.js$/, { timeout: 10_000 });
    await page.goto('/');
    await expect(page.locator('[data-first-view] img')).toHaveJSProperty('complete', true);
    await page.clock.runFor(200);
    await app;
  });

  test('is drawn on / only (and /login its sign-in card, decision 0199): another page starts its app at once', async ({ page }) => {
    await page.goto('/register');
    await expect(page.locator('[data-first-view]')).toHaveCount(0);
    await expect(page.locator('script[data-app]')).toHaveCount(0);
    await expect(page.locator('script[type="module"][src^="/assets/index-"]')).toHaveCount(1);
    await expect(page.getByLabel('Username')).toBeVisible();
  });
});
