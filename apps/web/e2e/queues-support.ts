import { expect, type Page } from '@playwright/test';
import type { Person } from './shared-tab';
import { goHome, signedInAt } from './support';

/** A staff member in a browser of their own (the worker's kept tab for another person), signed in on the dashboard. */
export async function staffPage(person: Person, username: string, viewport?: { width: number; height: number }) {
  const page = await person(viewport ? { viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 } : {});
  await signedInAt(page, username);
  await expect(page.getByTestId('staff-dashboard')).toBeVisible();
  return page;
}

/**
 * Opens a queue from the dashboard by its action type. The queue's heading is what counts: on the phone under
 * load, Playwright twice judged the tap intercepted ("<html> intercepts pointer events") while the queue did open,
 * then waited for the button on the page left until the test's end (decision 0170, stop 59). So each tap has a
 * bound, and is tapped again only while the queue has not opened.
 */
export async function openQueue(page: Page, actiontype: string, title: string) {
  await goHome(page);
  const heading = page.getByRole('heading', { name: title, level: 1 });
  await expect(async () => {
    if (!(await heading.isVisible())) await page.locator(`[data-queue="${actiontype}"]`).click({ timeout: 10_000 });
    await expect(heading).toBeVisible();
  }).toPass({ timeout: 60_000 });
}

/** Scan Order: types the value as a handheld scanner does. */
export async function scan(page: Page, value: string) {
  await page.getByRole('button', { name: 'Scan Order' }).click();
  await page.getByLabel('Order code').fill(value);
}

export interface QueueCard {
  orderid: string;
  parts: { vendorid: string; status: string; assignedto: string | null }[];
}
