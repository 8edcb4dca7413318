import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, APIResponse, Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { e2eDataDirOf } from '../../../playwright.config';

export const DEMO_PASSWORD = 'DutyFree#2026';

/** The hex SHA-256 a password travels as on the wire. */
export const wirePassword = (password: string) => createHash('sha256').update(password).digest('hex');

/** Every mail the test's shop (its project's) wrote to the outbox, oldest first. */
export async function outbox(): Promise<string[]> {
  const dir = path.join(e2eDataDirOf(Number(new URL(test.info().project.use.baseURL!).port)), 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
}

/** The temporary password in the newest mail to `email`. */
export async function temporaryPasswordFor(email: string): Promise<string> {
  const mail = (await outbox()).reverse().find((m) => m.includes(`To: ${email}`));
  const match = mail?.match(/Temporary password: (\S+)/);
  if (!match?.[1]) throw new Error(`no temporary password mailed to ${email}`);
  return match[1];
}

/**
 * The demo passenger this worker checks out as (`passenger1` to `passenger4`, seed/accounts.ts). A shopper's new
 * reservation ends their other one, so tests that pay never share an account with a test running beside them:
 * workers running at once have different parallel indexes.
 */
export function ownShopper(): string {
  const slot = test.info().parallelIndex;
  if (slot > 3) throw new Error(`worker slot ${slot}: the demo data has passengers for four browser-test workers`);
  return `passenger${slot + 1}`;
}

/**
 * How long the Reset Password screen may take to answer. It first solves the "I am not a Robot" proof of work in
 * the page: the tests' shops ask 12 bits (playwright.config.ts), about 4,000 SHA-256 on average and several times
 * that for an unlucky challenge, in a browser without V8's optimizing compilers. A busy machine stretches that
 * CPU work past expect's 10 s, so the wait is for the answer's state, with room for the work.
 */
export const RESET_ANSWER = { timeout: 60_000 };

/** Pages a sign-in has just left on the home page: the next step that starts there needs no whole reload. */
const signedInHome = new WeakSet<Page>();

/** Signs in through the Sign In screen and waits until the page leaves /login. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  if (new URL(page.url()).pathname === '/') signedInHome.add(page);
}

/** The login call as the Sign In screen makes it without Keep me Signed In; answers its data (the session's). */
export async function loginCall(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const login = { username, password: wirePassword(password), terms: 'N', internal: 'N', silentLogin: 'N' };
  const res = await postToShop(request, '/api/login', { username: '', sessionid: '', failstatus: 0, request: login });
  const body = (await res.json()) as { status: number; statusMessage: string; data: { username: string; sessionid: string } };
  if (body.status !== 0) throw new Error(`login ${username}: ${body.statusMessage}`);
  return body.data;
}

/**
 * Signs `username` in through the login call, as the Sign In screen does without Keep me Signed In (the session
 * in the tab's session storage, the renewal token in the context's cookie), and opens `path`: the first page the
 * app draws is the one the test is about. For tests whose subject comes after the sign-in: the Sign In screen is
 * walked by the tests that use `signIn`. Against the screen followed by a second page load, it saved a busy
 * machine's browser and shop about 0.85 CPU-s a sign-in (docs/decisions/0211).
 */
export async function signedInAt(page: Page, username: string, path = '/', password = DEMO_PASSWORD) {
  const data = await loginCall(page.request, username, password);
  // A page of the shop's origin that runs no app: the tab's storage is written there before the app reads it. A
  // worker's shared tab is left there between tests (shared-tab.ts), and needs no second load of it.
  if (new URL(page.url()).pathname !== '/favicon.svg') await page.goto('/favicon.svg');
  await page.evaluate((detail) => sessionStorage.setItem('loginDetail', JSON.stringify(detail)), { ...data, terms: 'N', time: Date.now() });
  await page.goto(path);
  if (new URL(page.url()).pathname === '/') signedInHome.add(page);
}

/**
 * Opens the home page (the shop's, or a store's staff dashboard): loaded whole, unless a sign-in has just left
 * the page there. A whole page load is what a browser test costs most (docs/decisions/0170).
 */
export async function goHome(page: Page) {
  if (signedInHome.delete(page) && new URL(page.url()).pathname === '/') return;
  await page.goto('/');
}

/** A square PNG of one colour, as a product picture upload takes it (600 x 600). */
export function pngPicture(size = 600) {
  const img = new PNG({ width: size, height: size });
  for (let i = 0; i < img.data.length; i += 4) img.data.set([20, 120, 110, 255], i);
  return PNG.sync.write(img);
}

/** A call with the page's own session. */
export function callAs<T>(page: Page, name: string, request: unknown): Promise<T> {
  return page.evaluate(
    async ([n, r]) => {
      const raw = localStorage.getItem('loginDetail') ?? sessionStorage.getItem('loginDetail');
      const { username, sessionid } = JSON.parse(raw ?? '{}') as { username: string; sessionid: string };
      const res = await fetch(`/api/${n as string}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, sessionid, failstatus: 0, request: r }),
      });
      return ((await res.json()) as { data: unknown }).data;
    },
    [name, request] as const,
  ) as Promise<T>;
}

/**
 * A test's own call to the shop, outside the page: sent again, once, when the kept-alive connection it went out
 * on was reset before any answer came, as a browser resends a request on a reused connection. CI saw one such
 * `ECONNRESET` on a busy machine (decision 0170 has the first, of unknown cause); the page's own requests go
 * through Chromium, which does this itself.
 */
export async function postToShop(request: APIRequestContext, url: string, data: unknown): Promise<APIResponse> {
  try {
    return await request.post(url, { data });
  } catch (err) {
    if (!/ECONNRESET|socket hang up/.test(String(err))) throw err;
    return request.post(url, { data });
  }
}

/** A file call (getreportfile, getreceipt) with the page's own session: the file's bytes. */
export async function fileAs(page: Page, name: string, request: unknown): Promise<Buffer> {
  const { username, sessionid } = await page.evaluate(
    () => JSON.parse(localStorage.getItem('loginDetail') ?? sessionStorage.getItem('loginDetail') ?? '{}') as { username: string; sessionid: string },
  );
  const res = await postToShop(page.request, `/api/${name}`, { username, sessionid, failstatus: 0, request });
  return res.body();
}

/**
 * Holds every answer to the requests a URL pattern matches (and `only` accepts, when given) until the returned
 * function is called, to look at a page while it waits: a loading state, or what stays on the screen.
 */
export async function holdRequests(page: Page, url: string | RegExp, only?: (request: Request) => boolean): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!only || only(route.request())) await released;
    await route.continue();
  });
  return release;
}

/** Holds every answer of one call (`/api/<name>`) until the returned function is called. */
export const holdCall = (page: Page, name: string) => holdRequests(page, `**/api/${name}`);

/**
 * Types `text` into a back-office list's search box and waits until the list answers it: its table holds rows and
 * every one names `text`. The list keeps its last rows while the search is asked, and its rows are sorted by name,
 * so a row clicked before the answer can move under the pointer when the answer redraws the table: a run on a
 * loaded machine lost an Edit click so (decision 0170, stop 53).
 */
export async function searchList(page: Page, box: string, text: string) {
  await page.getByRole('textbox', { name: box }).fill(text);
  const rows = page.getByRole('main').getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.filter({ hasText: text }).first()).toBeVisible();
  await expect(rows.filter({ hasNotText: text })).toHaveCount(0);
}

/** What the page shows, in one line, for a failure to name: its path, the text of its open dialogs and of its main. */
export const pageShows = (page: Page) =>
  page
    .evaluate(() => {
      const text = (e: Element | null) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 300);
      const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map(text);
      return `${location.pathname}; dialogs: ${JSON.stringify(dialogs)}; main: ${JSON.stringify(text(document.querySelector('main')))}`;
    })
    .catch((e: unknown) => `nothing readable (${String(e)})`);
