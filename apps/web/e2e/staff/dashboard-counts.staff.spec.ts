import { expect, test, type Page } from '@playwright/test';
import { accept } from '../counter-support';
import { staffPage } from '../queues-support';
import { signIn } from '../support';

// Issue #32 item 5: every action updates its own dashboard at once, and every other staff screen within 2 s.

const badge = (page: Page, actiontype: string) => page.locator(`[data-queue="${actiontype}"] [aria-label$="waiting"]`);
const countOf = async (page: Page, actiontype: string) => Number((await badge(page, actiontype).getAttribute('aria-label'))!.split(' ')[0]);
const waiting = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'} waiting`;
/** The counts once they have arrived (the badge shows … until then). */
async function counted(page: Page) {
  await expect(badge(page, 'UNPROCESSED')).toHaveText(/^\d+$/);
  await expect(badge(page, 'FULFILLED')).toHaveText(/^\d+$/);
}

test('@staff the dashboard counts follow a fulfilment at once, on this screen and another', async ({ page, browser }) => {
  // The same store's dashboard on a second device.
  const other = await staffPage(browser, 'vendor');
  await counted(other);
  await signIn(page, 'vendor');
  await counted(page);
  const [unprocessed, fulfilled] = [await countOf(page, 'UNPROCESSED'), await countOf(page, 'FULFILLED')];
  await expect(badge(other, 'UNPROCESSED')).toHaveAttribute('aria-label', waiting(unprocessed));

  await page.locator('[data-queue="UNPROCESSED"]').click();
  await page.getByTestId('order-card').first().getByRole('link', { name: 'VIEW DETAILS' }).click();
  await page.getByRole('button', { name: /^More / }).first().click();
  await page.getByTestId('order-action').click();
  await accept(page, 'Fulfill Order Successfull');

  await expect(page.getByTestId('staff-dashboard')).toBeVisible();
  // Before the counts' 30 s of freshness are over: the old counts would still show.
  await expect(badge(page, 'UNPROCESSED')).toHaveAttribute('aria-label', waiting(unprocessed - 1), { timeout: 5000 });
  await expect(badge(page, 'FULFILLED')).toHaveAttribute('aria-label', waiting(fulfilled + 1), { timeout: 5000 });
  await expect(badge(other, 'UNPROCESSED')).toHaveAttribute('aria-label', waiting(unprocessed - 1), { timeout: 5000 });
  await expect(badge(other, 'FULFILLED')).toHaveAttribute('aria-label', waiting(fulfilled + 1), { timeout: 5000 });
  await other.context().close();
});
