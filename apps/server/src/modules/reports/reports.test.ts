import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reportTexts } from '@shop/contracts/report-catalogue';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { cents, daysAgo, fetchReport, runReport, today } from '../../test/report-flow.js';
import { parseCsv } from '../../test/report-files.js';

let shop: TestShop;
type SignedIn = Awaited<ReturnType<TestShop['signIn']>>;
let lounge: SignedIn;
let reports: SignedIn;
let vendor: SignedIn;
const range = () => ({ startdate: daysAgo(30), enddate: today() });

beforeAll(async () => {
  shop = await startShop();
  lounge = await shop.signIn('lounge');
  reports = await shop.signIn('reports');
  vendor = await shop.signIn('vendor');
});
afterAll(() => shop.close());

const one = async <T>(q: ReturnType<typeof sql>) => ((await shop.db.execute(q)) as unknown as { rows: T[] }).rows[0]!;
const csvOf = async (request: Record<string, unknown>, s: Session) => {
  const { res, filename } = await runReport(shop, request, s);
  expect(res.status, res.statusMessage).toBe(0);
  const file = await fetchReport(shop, filename, s);
  expect(file.headers['content-type']).toContain('text/csv');
  return parseCsv(file.body);
};
const SIA_D = sql`o.airportid = 'SIA' and o.direction = 'D' and o.created_at >= now() - interval '31 days'`;

describe('login reports', () => {
  it('lists the catalogue to report agents and lounge supervisors, receipts to the lounge only', async () => {
    expect(lounge.data.reports.map((r) => r.reportid)).toEqual([1, 2, 3, 4, 5, 6, 19]);
    expect(reports.data.reports.map((r) => r.reportid)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(reports.data.reports[0]).toEqual({ reportid: 1, reportname: 'Sales by Day and Store', dateparameters: 'Y', orderidparameters: 'N' });
    expect(vendor.data.reports).toEqual([]);
  });
});

describe('getreport', () => {
  it('refuses a user who is neither a report agent nor a lounge supervisor', async () => {
    expect((await shop.call('getreport', { reportid: 1, ...range() }, vendor)).status).toBe(Status.FORBIDDEN);
  });

  it.each([
    [{ reportid: 1 }, reportTexts.dateRequired],
    [{ reportid: 1, startdate: today(), enddate: daysAgo(2) }, reportTexts.dateOrder],
    [{ reportid: 1, startdate: today(), enddate: '29991231' }, reportTexts.dateFuture],
    [{ reportid: 7, ...range() }, reportTexts.unknownReport],
    [{ extractid: 19, startorderid: 'A', endorderid: 'B' }, reportTexts.noExtract],
    [{ reportid: 19, startorderid: 'SIA1' }, reportTexts.orderIdRequired],
  ])('refuses %j with a readable message', async (request, message) => {
    const res = await shop.call('getreport', request, lounge);
    expect(res).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: message });
  });

  it('refuses a date that is not yyyymmdd, and naming both a report and an extract', async () => {
    expect((await shop.call('getreport', { reportid: 1, startdate: '20261340', enddate: today() }, lounge)).status).toBe(Status.INVALID_REQUEST);
    expect((await shop.call('getreport', { reportid: 1, extractid: 1, ...range() }, lounge)).status).toBe(Status.INVALID_REQUEST);
  });

  it('says a build whose process stopped has failed, instead of building forever', async () => {
    const { filename } = await runReport(shop, { reportid: 6, headerTitle: 'Stalled' }, lounge);
    await shop.db.execute(sql`update report_files set state = 'building', updated_at = now() - interval '2 minutes' where filename = ${filename}`);
    expect((await shop.call('getreportstatus', { filename }, lounge)).data).toMatchObject({ state: 'failed', message: 'The report could not be built. Please try again.' });
    expect((await fetchReport(shop, filename, lounge)).json()).toMatchObject({ status: Status.CONFLICT, statusMessage: 'The report could not be built. Please try again.' });
  });

  it.each([1, 2, 3, 4, 5, 6])('makes report %i as a PDF for its owner only', async (reportid) => {
    const { res, filename } = await runReport(shop, { reportid, ...range(), headerTitle: 'Test' }, lounge);
    expect(res.status, res.statusMessage).toBe(0);
    expect((await shop.call('getreportstatus', { filename }, lounge)).data).toMatchObject({ state: 'ready', progress: 100 });
    const file = await fetchReport(shop, filename, lounge);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await fetchReport(shop, filename, reports);
    expect(other.json()).toMatchObject({ status: Status.NOT_FOUND });
    expect((await shop.call('getreportstatus', { filename }, vendor)).status).toBe(Status.FORBIDDEN);
  });
});

describe('getreport totals agree with the orders to the cent', () => {
  it('sales by day and store: the lounge sees every order of its lounge', async () => {
    const rows = await csvOf({ extractid: 1, ...range() }, lounge);
    const want = await one<{ sub: number; tax: number; n: number }>(
      sql`select sum(subtotal_cents)::int sub, sum(tax_cents)::int tax, count(*)::int n from orders o where ${SIA_D} and status <> 'CANCELLED'`,
    );
    expect(want.n).toBeGreaterThan(0);
    expect({ sub: cents(rows, 'subtotal'), tax: cents(rows, 'tax'), n: new Set(rows.map((r) => r.orderid)).size }).toEqual(want);
    expect(cents(rows, 'total')).toBe(want.sub + want.tax);
  });

  it('sales by day and store: a store sees only its own lines', async () => {
    const rows = await csvOf({ extractid: 1, ...range() }, reports);
    const want = await one<{ sub: number }>(
      sql`select sum(i.unitcost_cents * i.quantity)::int sub from orders o join order_items i on i.orderid = o.orderid where ${SIA_D} and o.status <> 'CANCELLED' and i.vendorid = ${reports.data.userdefault.vendorid}`,
    );
    expect(new Set(rows.map((r) => r.vendorid))).toEqual(new Set([reports.data.userdefault.vendorid]));
    expect(cents(rows, 'subtotal')).toBe(want.sub);
  });

  it('payments and refunds: every ledger movement, by kind', async () => {
    const rows = await csvOf({ extractid: 3, ...range() }, lounge);
    const want = await one<{ n: number; usd: number }>(sql`select count(*)::int n, sum(amount_cents)::int usd from order_payments p join orders o on o.orderid = p.orderid where ${SIA_D}`);
    expect({ n: rows.length, usd: cents(rows, 'amount_usd') }).toEqual(want);
  });

  it('orders by status: one row per order with its status', async () => {
    const rows = await csvOf({ extractid: 2, ...range() }, lounge);
    const want = await one<{ n: number; out: number }>(sql`select count(*)::int n, count(*) filter (where status = 'CHECKED OUT')::int out from orders o where ${SIA_D}`);
    expect({ n: rows.length, out: rows.filter((r) => r.status === 'CHECKED OUT').length }).toEqual(want);
    expect(rows.some((r) => r.minutes_placed_to_fulfilled !== '')).toBe(true);
  });

  it('stock on hand: every product of the store, low ones marked', async () => {
    const rows = await csvOf({ extractid: 6 }, reports);
    const want = await one<{ n: number; low: number }>(sql`select count(*)::int n, count(*) filter (where quantity <= noticequantity)::int low from products where vendorid = ${reports.data.userdefault.vendorid}`);
    expect({ n: rows.length, low: rows.filter((r) => r.low_stock === 'Y').length }).toEqual(want);
  });

  it('walk-in sales and cancellations list only their own orders and steps', async () => {
    const walkins = await csvOf({ extractid: 4, ...range() }, lounge);
    const w = await one<{ sub: number }>(sql`select coalesce(sum(subtotal_cents), 0)::int sub from orders o where ${SIA_D} and walkin and status <> 'CANCELLED'`);
    expect(cents(walkins, 'subtotal')).toBe(w.sub);
    const cancels = await csvOf({ extractid: 5, ...range() }, lounge);
    const c = await one<{ n: number }>(sql`select count(*)::int n from order_events e join orders o on o.orderid = e.orderid where ${SIA_D} and e.to_status in ('CANCELLED', 'RETURN ASSIGNED', 'RETURN CONFIRMED', 'RETURNED', 'REFUNDED')`);
    expect(cancels.length).toBe(c.n);
  });
});

describe('getreport 19 through the reports screens', () => {
  it('is ready at once, its status and file checked like the receipt (order visibility)', async () => {
    const { res, filename } = await runReport(shop, { reportid: 19, startorderid: 'SIA', endorderid: 'SIAZ' }, lounge);
    expect(res.data.ready).toBe('Y');
    expect((await shop.call('getreportstatus', { filename }, lounge)).data).toMatchObject({ state: 'ready' });
    expect((await fetchReport(shop, filename, lounge)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await shop.call('getreportstatus', { filename }, vendor)).status).toBe(Status.FORBIDDEN);
  });
});
