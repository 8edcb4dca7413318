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

/** Opens a queue from the dashboard by its action type. */
export async function openQueue(page: Page, actiontype: string, title: string) {
  await goHome(page);
  await page.locator(`[data-queue="${actiontype}"]`).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
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
