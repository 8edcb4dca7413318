import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Disposable, type Page } from '@playwright/test';
import { describeAtFailure } from './failure-view';

interface Tab {
  /** The context options it was opened with, as text: a tab is lent only for the same options. */
  key: string;
  context: BrowserContext;
  page: Page;
  /** Set when a test changed the tab in a way nothing undoes: it is closed instead of kept. */
  spent: boolean;
}

/** A tab lent to the running test, with what takes off its init scripts, routes and listeners when it is given back. */
interface Loan {
  tab: Tab;
  undo: () => Promise<void>;
  /** The page's last uncaught errors and console errors while lent: said when the test fails. */
  errors: string[];
}

/** Another person's tab, as a test asks for it: the test's own context options, with `options` over them. */
export type Person = (options?: BrowserContextOptions) => Promise<Page>;

/** The page and context events a test may listen to; a test's listeners are taken off before the next test gets the tab. */
const pageEvents = ['console', 'dialog', 'pageerror', 'request', 'requestfailed', 'requestfinished', 'response', 'popup', 'download', 'filechooser'] as const;
const contextEvents = ['page', 'console', 'dialog', 'request', 'requestfailed', 'requestfinished', 'response', 'weberror'] as const;

/**
 * What a test may change on a tab that cannot be taken back: a fake clock, emulated media, a new viewport,
 * headers, permissions, a position, being offline, functions exposed to the page. A test that calls one of them
 * spends the tab, which is closed when the test ends instead of kept for the next.
 */
const lasting = {
  page: ['emulateMedia', 'setViewportSize', 'setExtraHTTPHeaders', 'exposeFunction', 'exposeBinding'],
  context: ['grantPermissions', 'setGeolocation', 'setOffline', 'setExtraHTTPHeaders', 'exposeFunction', 'exposeBinding'],
  clock: ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'fastForward', 'runFor'],
} as const;

/** The most tabs a worker keeps: the test's own and the other people a staff walk opens beside it. */
const KEPT = 5;

type Method = (...args: unknown[]) => Promise<unknown>;

/** Puts `wrap` in front of `target`'s methods `names` for one test; answers how to take them off again. */
function around(target: object, names: readonly string[], wrap: (call: Method) => Method) {
  const own = target as Record<string, Method>;
  for (const name of names) own[name] = wrap(own[name]!.bind(target));
  return () => names.forEach((name) => delete own[name]);
}

/** Keeps a page's last few uncaught errors and console errors, first line each (taken off with the test's listeners). */
function errorsOf(page: Page) {
  const errors: string[] = [];
  const note = (text: string) => {
    errors.push(text.split('\n')[0]!.slice(0, 200));
    if (errors.length > 5) errors.shift();
  };
  page.on('pageerror', (err) => note(`uncaught ${err.message}`));
  page.on('console', (msg) => msg.type() === 'error' && note(`console ${msg.text()}`));
  return errors;
}

/** Empties a kept tab as a new context would be, and leaves it where no app runs. */
async function park({ context, page }: Tab) {
  await Promise.all(context.pages().filter((p) => p !== page).map((p) => p.close()));
  // A page of the shop's origin that runs no app, to clear the origin's storage from. The tab stays there, not on
  // the about:blank a new tab opens on: leaving the shop's site would leave its renderer process too, and with it
  // the scripts it has compiled, which is most of what the shared tab saves (about:blank cost back 46 of 65 CPU-s).
  // Its app stops there too, so a tab kept for later makes no calls meanwhile.
  await page.goto('/favicon.svg');
  await context.clearCookies();
  await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  // The pointer back to the corner a new tab has it in, so the next page shows no hover under the last click.
  await page.mouse.move(0, 0);
}

/** The worker's tabs: lent to one test at a time, each emptied between tests as a new context would be. */
class WorkerTabs {
  private kept: Tab[] = [];
  private loans: Loan[] = [];
  constructor(private readonly browser: Browser) {}

  private isLent = (tab: Tab) => this.loans.some((l) => l.tab === tab);

  /** A tab for `options` the test has not been lent yet: a kept one, or a new one. */
  async lend(options: BrowserContextOptions): Promise<Page> {
    const key = JSON.stringify(options);
    let tab = this.kept.find((t) => t.key === key && !this.isLent(t));
    if (!tab) {
      const idle = this.kept.find((t) => !this.isLent(t));
      if (this.kept.length >= KEPT && idle) await this.drop(idle);
      const context = await this.browser.newContext(options);
      tab = { key, context, page: await context.newPage(), spent: false };
    } else {
      this.kept.splice(this.kept.indexOf(tab), 1);
    }
    // Last in the list: the least lately lent is dropped first.
    this.kept.push(tab);
    this.loans.push({ tab, undo: this.watch(tab), errors: errorsOf(tab.page) });
    return tab.page;
  }

  /** Where each tab lent to the running test stands, one line each: for a test that failed. */
  describeLent() {
    return Promise.all(this.loans.filter((l) => !l.tab.page.isClosed()).map((l) => describeAtFailure(l.tab.page, l.errors)));
  }

  /** The test is over: each tab it was lent is emptied and kept, or closed if spent or closed by the test. */
  async giveBack() {
    const loans = this.loans;
    this.loans = [];
    for (const { tab, undo } of loans) {
      if (tab.page.isClosed() || tab.spent) {
        await this.drop(tab);
        continue;
      }
      await undo();
      await park(tab);
    }
  }

  /** Counts the test's init scripts to remove them, and marks the tab spent on a lasting change. */
  private watch(tab: Tab) {
    const { page, context } = tab;
    const scripts: Disposable[] = [];
    const counted = (call: Method): Method => async (...args) => {
      const script = (await call(...args)) as Disposable;
      scripts.push(script);
      return script;
    };
    const spends = (call: Method): Method => (...args) => ((tab.spent = true), call(...args));
    const restore = [
      around(page, ['addInitScript'], counted),
      around(context, ['addInitScript'], counted),
      around(page, lasting.page, spends),
      around(context, lasting.context, spends),
      around(page.clock, lasting.clock, spends),
    ];
    return async () => {
      restore.forEach((r) => r());
      await Promise.all(scripts.map((s) => s.dispose()));
      for (const e of pageEvents) page.removeAllListeners(e);
      for (const e of contextEvents) context.removeAllListeners(e);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
    };
  }

  private async drop(tab: Tab) {
    this.kept.splice(this.kept.indexOf(tab), 1);
    await tab.context.close();
  }

  async close() {
    await Promise.all(this.kept.map((t) => t.context.close()));
    this.kept = [];
  }
}

/**
 * Playwright's `test`, whose `page` is a tab kept by the worker instead of a new browser context for each test,
 * whose `context` is that tab's, and whose `person` lends the worker's kept tabs to the other people a test opens
 * (a second staff member, a visitor): a test's pages then load in a warm renderer with the shop's scripts already
 * in the context's cache, instead of a new process fetching and compiling them afresh (docs/decisions/0216).
 * After each test, each tab it was lent is emptied as a new context would be: its init scripts, routes and
 * listeners taken off, its other pages closed, the cookies and the shop's local and session storage cleared.
 * A tab is lent only for the same context options (`test.use`, or those given to `person`). A test that changes a
 * tab in a way nothing undoes (`lasting`: a fake clock, emulated media) spends it, and it is closed. A spec that
 * measures what a cold browser receives imports Playwright's own `test`.
 */
export const test = base.extend<{ tabOptions: BrowserContextOptions; lentTabs: WorkerTabs; person: Person }, { workerTabs: WorkerTabs }>({
  workerTabs: [
    async ({ browser }, use) => {
      const tabs = new WorkerTabs(browser);
      await use(tabs);
      await tabs.close();
    },
    { scope: 'worker' },
  ],
  /** The worker's tabs for this test: each one lent is given back when the test ends, described first if it failed. */
  lentTabs: async ({ workerTabs }, use, testInfo) => {
    await use(workerTabs);
    if (testInfo.status !== testInfo.expectedStatus) for (const line of await workerTabs.describeLent()) console.log(line);
    await workerTabs.giveBack();
  },
  tabOptions: async ({ baseURL, viewport, isMobile, hasTouch, reducedMotion, locale, timezoneId, colorScheme, deviceScaleFactor, userAgent, permissions, geolocation, extraHTTPHeaders, offline, javaScriptEnabled, storageState }, use) => {
    await use({ baseURL, viewport, isMobile, hasTouch, reducedMotion, locale, timezoneId, colorScheme, deviceScaleFactor, userAgent, permissions, geolocation, extraHTTPHeaders, offline, javaScriptEnabled, storageState });
  },
  page: async ({ lentTabs, tabOptions }, use) => {
    await use(await lentTabs.lend(tabOptions));
  },
  context: async ({ page }, use) => {
    await use(page.context());
  },
  person: async ({ lentTabs, tabOptions }, use) => {
    await use((options = {}) => lentTabs.lend({ ...tabOptions, ...options }));
  },
});

export { expect } from '@playwright/test';
