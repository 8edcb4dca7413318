import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@shop/contracts/money-format';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { daysAgo, fetchReport, runReport, today } from '../../test/report-flow.js';
import { parseCsv, pdfCells } from '../../test/report-files.js';

// Issue 32 item 11 (docs/decisions/0102): a lounge reports on every store's goods collected at it, a store on its
// own lines; the PDF says which, and its sums are the CSV's rows added up.
let shop: TestShop;
type SignedIn = Awaited<ReturnType<TestShop['signIn']>>;
let lounge: SignedIn;
let reports: SignedIn;
const range = () => ({ startdate: daysAgo(30), enddate: today() });

beforeAll(async () => {
  shop = await startShop();
  lounge = await shop.signIn('lounge');
  reports = await shop.signIn('reports');
});
afterAll(() => shop.close());

async function fileOf(request: Record<string, unknown>, s: Session) {
  const { res, filename } = await runReport(shop, request, s);
  expect(res.status, res.statusMessage).toBe(0);
  return (await fetchReport(shop, filename, s)).rawPayload;
}

/** The CSV's sales summed by day and store: what each row of the PDF's table must say. */
async function csvGroups(s: Session) {
  const rows = parseCsv((await fileOf({ extractid: 1, ...range() }, s)).toString('utf8'));
  const groups = new Map<string, { day: string; store: string; cents: number }>();
  for (const r of rows) {
    const key = `${r.day}|${r.store}`;
    const g = groups.get(key) ?? { day: r.day!, store: r.store!, cents: 0 };
    groups.set(key, { ...g, cents: g.cents + Math.round(Number(r.total) * 100) });
  }
  return { rows, groups: [...groups.values()] };
}

/** The PDF's table rows: a day cell, then store, orders, items, subtotal, tax and total. */
function pdfRows(cells: string[]) {
  return cells.flatMap((c, i) => (/^\d{4}-\d\d-\d\d$/.test(c) && cells[i + 6]?.startsWith('USD $') ? [{ day: c, store: cells[i + 1]!, total: cells[i + 6]! }] : []));
}

const sameStore = (shown: string, store: string) => shown === store || (shown.endsWith('…') && store.startsWith(shown.slice(0, -1).trimEnd()));

describe('getreport sales by day and store: the PDF and the CSV agree on the scope', () => {
  it('for a lounge: every store whose goods are collected there, in both, row for row', async () => {
    const { rows, groups } = await csvGroups(lounge);
    expect(new Set(rows.map((r) => r.vendorid)).size, 'the demo lounge collects several stores’ goods').toBeGreaterThan(1);
    const cells = pdfCells(await fileOf({ reportid: 1, ...range() }, lounge));
    expect(cells).toContain("Sangster International departures lounge: every store's goods collected there");
    const shown = pdfRows(cells);
    expect(shown).toHaveLength(groups.length);
    for (const g of groups) {
      expect(shown.some((p) => p.day === g.day && sameStore(p.store, g.store) && p.total === formatMoney(g.cents)), `${g.day} ${g.store} ${formatMoney(g.cents)}`).toBe(true);
    }
  });

  it('for a store: its own lines only, in both', async () => {
    const { rows, groups } = await csvGroups(reports);
    const own = reports.data.userdefault.vendorid;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.vendorid))).toEqual(new Set([own]));
    const cells = pdfCells(await fileOf({ reportid: 1, ...range() }, reports));
    expect(cells.some((c) => c.endsWith(": this store's goods only"))).toBe(true);
    const shown = pdfRows(cells);
    expect(shown).toHaveLength(groups.length);
    for (const g of groups) expect(shown.some((p) => p.day === g.day && sameStore(p.store, g.store) && p.total === formatMoney(g.cents))).toBe(true);
  });
});
