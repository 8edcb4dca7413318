import { expect, type Page } from '@playwright/test';
import { callAs, goHome, signedInAt } from '../support';
import type { QueueCard } from '../queues-support';

/** The airports' clock, worked out here with the zone database, apart from the shop's own module. */
export const jamaica = (iso: string) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Jamaica', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
};

/** Signs a staff member in on this page (the project's phone or tablet) and waits for the dashboard. */
export async function staffSignIn(page: Page, username: string) {
  await signedInAt(page, username);
  await expect(page.getByTestId('staff-dashboard')).toBeVisible();
}

/** The orders of a queue as the signed-in staff member's own call answers them. */
export const queueOrders = async (page: Page, actiontype: string) => (await callAs<{ orders: QueueCard[] }>(page, 'getorders', { actiontype })).orders;

/**
 * The orders of a queue's first page, oldest first: those no test walking beside this one is moving on come first.
 * The queue is sorted by flight, so its first card may be another test's order that is about to leave the queue;
 * the demo's orders are the oldest.
 */
export async function restingOrders(page: Page, actiontype: string): Promise<QueueCard[]> {
  const age = (o: QueueCard) => Number(o.orderid.replace(/^\D+/, ''));
  return (await queueOrders(page, actiontype)).sort((a, b) => age(a) - age(b));
}

/** The oldest order of a queue's first page (restingOrders): for tests that look at an order, or take it on a step of their own. */
export async function restingOrder(page: Page, actiontype: string): Promise<QueueCard> {
  const [oldest] = await restingOrders(page, actiontype);
  expect(oldest, `an order waits in ${actiontype}`).toBeTruthy();
  return oldest!;
}

/** Opens a queue from the dashboard, then the order's VIEW DETAILS, and waits for its heading. */
export async function openOrder(page: Page, actiontype: string, orderid: string) {
  await goHome(page);
  await page.locator(`[data-queue="${actiontype}"]`).click();
  const card = page.locator(`[data-testid="order-card"][data-orderid="${orderid}"]`);
  await card.getByRole('link', { name: 'VIEW DETAILS' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderid}`, level: 1 })).toBeVisible();
}
