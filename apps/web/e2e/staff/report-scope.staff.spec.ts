import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parseCsv, pdfCells } from '../../../server/src/test/report-files';
import { fileAs } from '../support';
import { staffSignIn } from './staff-support';

// Issue #32 item 11 (docs/decisions/0102): the lounge's Sales by Day and Store PDF and its CSV extract agree,
// row for row, and hold only the orders collected at the user's lounge, as the PDF's heading says.

const SCOPE = "Sangster International departures lounge: every store's goods collected there";
const day = (msAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Jamaica' }).format(new Date(Date.now() - msAgo));

async function fillRange(page: Page) {
  await page.getByLabel('FROM').fill(day(30 * 86_400_000));
  await page.getByLabel('TO').fill(day(0));
}

test('@staff a lounge’s Sales by Day and Store PDF and CSV agree and hold only its lounge’s orders', async ({ page }) => {
  await staffSignIn(page, 'lounge');
  await page.goto('/reports');
  await page.getByRole('button', { name: 'Run Report: Sales by Day and Store' }).click();
  await fillRange(page);
  await page.getByRole('button', { name: 'Run Report' }).click();
  await expect(page.locator('iframe[title="Sales by Day and Store"]')).toHaveAttribute('src', /^blob:/, { timeout: 20_000 });
  // The file the frame shows, named in the page's state.
  const filename = await page.evaluate(() => (history.state as { usr: { filename: string } }).usr.filename);
  const cells = pdfCells(await fileAs(page, 'getreportfile', { filename }));
  expect(cells).toContain(SCOPE);
  // The table's rows: a day, then store, orders, items, subtotal, tax and total.
  const pdf = cells.flatMap((c, i) => (/^\d{4}-\d\d-\d\d$/.test(c) && cells[i + 6]?.startsWith('USD $') ? [`${c} ${cells[i + 1]} ${cells[i + 6]}`] : []));

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Extract: Sales by Day and Store' }).click();
  await fillRange(page);
  await page.getByRole('button', { name: 'Run Extract' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const rows = parseCsv(await readFile((await (await download).path())!, 'utf8'));
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((r) => !r.orderid!.startsWith('SIA')), 'orders collected elsewhere').toEqual([]);

  const sums = new Map<string, number>();
  for (const r of rows) sums.set(`${r.day} ${r.store}`, (sums.get(`${r.day} ${r.store}`) ?? 0) + Math.round(Number(r.total) * 100));
  // Grouped by thousands as the PDF prints amounts ("USD $1,203.00").
  const dollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const csv = [...sums].map(([key, cents]) => `${key} USD $${dollars.format(cents / 100)}`);
  expect(pdf.sort()).toEqual(csv.sort());
});
