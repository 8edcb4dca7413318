import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { signedInAt } from './support';

const today = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

async function fillRange(page: Page) {
  await page.getByLabel('FROM').fill(monthAgo());
  await page.getByLabel('TO').fill(today());
}

test.describe('reports', () => {
  test('a date report shows its PDF in the frame, and its extract downloads as CSV', async ({ page }) => {
    await signedInAt(page, 'lounge', '/reports');
    await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('reports-desktop.png'), fullPage: true });
    await page.getByRole('button', { name: 'Run Report: Sales by Day and Store' }).click();
    await expect(page).toHaveURL(/\/reports\/runreport$/);
    await fillRange(page);
    await page.getByRole('button', { name: 'Run Report' }).click();
    await expect(page).toHaveURL(/\/reports\/reportdetail$/);
    await expect(page.getByRole('heading', { name: 'Sales by Day and Store' })).toBeVisible();
    await expect(page.locator('iframe[title="Sales by Day and Store"]')).toHaveAttribute('src', /^blob:/, { timeout: 20_000 });
    await page.screenshot({ path: test.info().outputPath('report-detail.png'), fullPage: true });

    await page.goto('/reports');
    await page.getByRole('button', { name: 'Extract: Payments and Refunds' }).click();
    await fillRange(page);
    await page.getByRole('button', { name: 'Run Extract' }).click();
    const frame = page.locator('iframe[title="Payments and Refunds Extract"]');
    await expect(frame).toHaveAttribute('src', /^blob:/, { timeout: 20_000 });
    expect(await frame.evaluate((f) => [f.style.width, f.style.height])).toEqual(['80%', '800px']);
    // The frame shows the rows themselves (a text/csv frame would only download).
    await expect(page.frameLocator('iframe[title="Payments and Refunds Extract"]').locator('body')).toContainText('at,orderid,method');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await (await download).path();
    expect((await readFile(file, 'utf8')).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('at,orderid,method,movement,currency,amount_currency,rate,amount_usd');
  });

  test('an order-id report asks for both ids, then shows the receipts', async ({ page }) => {
    await signedInAt(page, 'lounge', '/reports');
    await page.getByRole('button', { name: 'Run Report: Order Receipts' }).click();
    await page.getByLabel('Start Order ID').fill('SIA');
    await page.getByRole('button', { name: 'Run Report' }).click();
    await expect(page.getByRole('dialog')).toContainText('Enter valid Order ID');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('End Order ID').fill('SIAZ');
    await page.getByRole('button', { name: 'Run Report' }).click();
    await expect(page).toHaveURL(/\/reports\/reportdetail$/);
    await expect(page.locator('iframe[title="Order Receipts"]')).toHaveAttribute('src', /^blob:/, { timeout: 20_000 });
  });
});
