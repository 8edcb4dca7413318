import type { Page } from '@playwright/test';
import { expect, test } from '../shared-tab';
import { accept } from '../counter-support';
import { orderByCalls } from '../order-support';
import { staffPage } from '../queues-support';
import { callAs, ownShopper, signIn } from '../support';
import { openOrderIn, QUEUE_BOTTLE } from './staff-walk-support';

// Issue #32 item 5: every action updates its own dashboard at once, and every other staff screen within 2 s.

const badge = (page: Page, actiontype: string) => page.locator(`[data-queue="${actiontype}"] [aria-label$="waiting"]`);
const countOf = async (page: Page, actiontype: string) => Number((await badge(page, actiontype).getAttribute('aria-label'))!.split(' ')[0]);
/** The counts once they have arrived (the badge shows … until then). */
async function counted(page: Page) {
  await expect(badge(page, 'UNPROCESSED')).toHaveText(/^\d+$/);
  await expect(badge(page, 'FULFILLED')).toHaveText(/^\d+$/);
}

/**
 * Every screen shows the waiting and fulfilled counts the shop has at that moment, within 5 s. The desktop tests
 * work the same store's orders on this shop meanwhile (their orders paid, fulfilled, assigned on), so the screens
 * are checked against the shop's own counts rather than against earlier ones plus and minus one.
 */
async function showShopCounts(screens: Page[]) {
  await expect(async () => {
    const { counts } = await callAs<{ counts: Record<string, number> }>(screens[0]!, 'getordercounts', {});
    const now = [counts.UNPROCESSED ?? 0, counts.FULFILLED ?? 0];
    for (const screen of screens) expect([await countOf(screen, 'UNPROCESSED'), await countOf(screen, 'FULFILLED')]).toEqual(now);
  }).toPass({ timeout: 5000 });
}

test('@staff the dashboard counts follow a fulfilment at once, on this screen and another', async ({ page, person }) => {
  // An order of its own to fulfil (QUEUE_BOTTLE).
  const orderid = await orderByCalls(page.request, ownShopper(), [QUEUE_BOTTLE]);
  // The same store's dashboard on a second device.
  const other = await staffPage(person, 'vendor');
  await counted(other);
  await signIn(page, 'vendor');
  await counted(page);
  await showShopCounts([page, other]);

  await openOrderIn(page, 'UNPROCESSED', 'Fulfill Orders', orderid);
  await page.getByRole('button', { name: /^More / }).first().click();
  await page.getByTestId('order-action').click();
  await accept(page, 'Fulfill Order Successfull');

  await expect(page.getByTestId('staff-dashboard')).toBeVisible();
  // One less waiting and one more fulfilled, on both screens, before the counts' 30 s of freshness are over: the
  // old counts would still show otherwise.
  await showShopCounts([page, other]);
});
