import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

interface Tab {
  /** The context options it was opened with, as text: a test asking for others gets a tab of its own. */
  key: string;
  context: BrowserContext;
  page: Page;
}

/** The page events a test may listen to; a test's listeners are taken off before the next test gets the tab. */
const pageEvents = ['console', 'dialog', 'pageerror', 'request', 'requestfailed', 'requestfinished', 'response', 'popup', 'download', 'filechooser'] as const;

/** The worker's tab: `open` answers it for a test's context options, emptied as a new context would be. */
class WorkerTab {
  private tab?: Tab;
  constructor(private readonly browser: Browser) {}

  async open(options: BrowserContextOptions): Promise<Page> {
    const key = JSON.stringify(options);
    if (this.tab?.key !== key) {
      await this.close();
      const context = await this.browser.newContext(options);
      this.tab = { key, context, page: await context.newPage() };
      return this.tab.page;
    }
    const { context, page } = this.tab;
    await Promise.all(context.pages().filter((p) => p !== page).map((p) => p.close()));
    await context.clearCookies();
    // The pointer back to the corner a new tab has it in, so the next page shows no hover under the last click.
    await page.mouse.move(0, 0);
    // A page of the shop's origin that runs no app, to clear the origin's storage from. The tab stays there, not on
    // the about:blank a new tab opens on: leaving the shop's site would leave its renderer process too, and with it
    // the scripts it has compiled, which is most of what the shared tab saves (about:blank cost back 46 of 65 CPU-s).
    await page.goto('/favicon.svg');
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    return page;
  }

  async close() {
    await this.tab?.context.close();
    this.tab = undefined;
  }
}

/**
 * Playwright's `test`, whose `page` is one tab kept by the worker instead of a new browser context for each test:
 * a test's pages then load in a warm renderer with the shop's scripts already in the context's cache, instead of a
 * new process fetching and compiling them afresh (docs/decisions/0216). Before each test the tab is emptied as a
 * new context would be: its other pages closed, the cookies and the shop's local and session storage cleared, and
 * after it the test's routes and listeners are taken off. A test that asks for other context options (`test.use`)
 * gets a tab of its own. A spec that changes its tab beyond that (init scripts, a fake clock, emulated media, its
 * own `context`), or measures what a cold browser receives, imports Playwright's own `test`.
 */
export const test = base.extend<object, { workerTab: WorkerTab }>({
  workerTab: [
    async ({ browser }, use) => {
      const tab = new WorkerTab(browser);
      await use(tab);
      await tab.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerTab, baseURL, viewport, isMobile, hasTouch, reducedMotion, locale, timezoneId, colorScheme, deviceScaleFactor, userAgent, permissions, geolocation, extraHTTPHeaders, offline, javaScriptEnabled, storageState }, use) => {
    const options: BrowserContextOptions = { baseURL, viewport, isMobile, hasTouch, reducedMotion, locale, timezoneId, colorScheme, deviceScaleFactor, userAgent, permissions, geolocation, extraHTTPHeaders, offline, javaScriptEnabled, storageState };
    const page = await workerTab.open(options);
    await use(page);
    for (const e of pageEvents) page.removeAllListeners(e);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});

export { expect } from '@playwright/test';
