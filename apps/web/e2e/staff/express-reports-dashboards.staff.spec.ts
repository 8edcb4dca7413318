import type { Page } from '@playwright/test';
import { expect, test } from '../shared-tab';
import { accept } from '../counter-support';
import { expectNoSidewaysOverflow } from '../phone-support';
import { openOrder, queueOrders, staffSignIn } from './staff-support';

// Issue #32, walk the rest: the express store's and the report agent's dashboards (back office 2.2, 2.8, 4.1,
// 4.3 and 6): every entry opens with the spec's words and fits the tablet and the phone.

const entries = (page: Page) => page.getByTestId('staff-dashboard').getByRole('link');

/** From the dashboard: an entry, its screen's title, and no sideways scrolling. */
async function opens(page: Page, entry: string, title: string) {
  await page.goto('/');
  await entries(page).filter({ hasText: entry }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expectNoSidewaysOverflow(page);
}

test('@staff the express dashboard: fulfil an order, cancel it from Cancel Request, every entry in express words', async ({ page }) => {
  test.setTimeout(90_000);
  await staffSignIn(page, 'express');
  // Section 6: an express vendor has no Assign Orders nor Confirm Order Assignment; ASSIGNEDRETURNS reads Check In Return.
  await expect(entries(page)).toHaveText([/^Fulfill Orders\d+$/, /^My Confirmed Orders\d+$/, /^Check In Return\d+$/, 'Cancel Request']);
  await expectNoSidewaysOverflow(page);
  await opens(page, 'My Confirmed Orders', 'My Confirmed Orders');
  await opens(page, 'Check In Return', 'Check In Return');

  const [order] = await queueOrders(page, 'UNPROCESSED');
  await opens(page, 'Fulfill Orders', 'Fulfill Orders');
  await openOrder(page, 'UNPROCESSED', order!.orderid);
  // Every item applied in full: each More until it stops at the ordered quantity.
  const more = page.getByRole('button', { name: /^More / });
  await expect(more.first()).toBeEnabled();
  for (const button of await more.all()) while (await button.isEnabled()) await button.click();
  await page.getByRole('button', { name: 'Fulfill Order' }).click();
  await accept(page, 'Fulfill Order Successfull');
  await expect(page.getByTestId('staff-dashboard')).toBeVisible();

  // Section 6: Cancel Request shows an express vendor one Cancel Fulfillment, which undoes the fulfilment.
  await opens(page, 'Cancel Request', 'Cancel Request');
  await expect(page.getByRole('main').getByRole('link', { name: /^Cancel / })).toHaveText(['Cancel Fulfillment']);
  await page.getByRole('link', { name: 'Cancel Fulfillment' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel Fulfillment', level: 1 })).toBeVisible();
  await page.locator(`[data-testid="order-card"][data-orderid="${order!.orderid}"]`).getByRole('link', { name: 'VIEW DETAILS' }).click();
  await expect(page.getByRole('heading', { name: `Order ${order!.orderid}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Fulfillment' }).click();
  await expect(page).toHaveURL(/\/order\/success$/);
  await expect(page.getByText('Fulfillment Canceled', { exact: true })).toBeVisible();
  await expectNoSidewaysOverflow(page);
  expect((await queueOrders(page, 'UNPROCESSED')).map((o) => o.orderid)).toContain(order!.orderid);
});

test('@staff the report agent’s dashboard: its queues, and a report and its extract run with the file a tap away', async ({ page }) => {
  test.setTimeout(90_000);
  await staffSignIn(page, 'reports');
  await expect(entries(page)).toHaveText([/^Confirm Assignment\d+$/, /^My Confirmed Orders\d+$/, /^Confirm Return\d+$/, /^Check In Return\d+$/, 'Reports', 'Cancel Request']);
  await opens(page, 'Confirm Assignment', 'Confirm Assignment');
  await opens(page, 'Confirm Return', 'Confirm Return');

  await opens(page, 'Reports', 'Reports');
  const runs = page.getByRole('button', { name: /^Run Report: / });
  await expect(runs).toHaveCount(6);
  await page.getByRole('button', { name: 'Run Report: Stock on Hand' }).click();
  await expect(page.getByRole('heading', { name: 'Stock on Hand', level: 1 })).toBeVisible();
  await expect(page.locator('iframe[title="Stock on Hand"]')).toHaveAttribute('src', /^blob:/, { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', 'Stock on Hand.pdf');
  await expectNoSidewaysOverflow(page);

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Extract: Stock on Hand' }).click();
  await page.getByRole('button', { name: 'Run Extract' }).click();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('download', 'Stock on Hand Extract.csv');
  await expectNoSidewaysOverflow(page);
});
