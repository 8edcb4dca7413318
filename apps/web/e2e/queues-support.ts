import { expect, type Browser, type Page } from '@playwright/test';
import { signIn } from './support';

/** A staff member in a browser of their own, signed in on the dashboard. */
export async function staffPage(browser: Browser, username: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 } : {});
  const page = await context.newPage();
  await signIn(page, username);
  await expect(page.getByTestId('staff-dashboard')).toBeVisible();
  return page;
}

/** Opens a queue from the dashboard by its action type. */
export async function openQueue(page: Page, actiontype: string, title: string) {
  await page.goto('/');
  await page.locator(`[data-queue="${actiontype}"]`).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

/** Scan Order: types the value as a handheld scanner does. */
export async function scan(page: Page, value: string) {
  await page.getByRole('button', { name: 'Scan Order' }).click();
  await page.getByLabel('Order code').fill(value);
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

export interface QueueCard {
  orderid: string;
  parts: { vendorid: string; status: string; assignedto: string | null }[];
}
