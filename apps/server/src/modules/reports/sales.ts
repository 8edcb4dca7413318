import { sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { rowsFrom, type ReportKind, type ReportRange, type ReportScope, type Summer } from './kind.js';
import { itemInScope, localDay, orderInScope } from './scope-sql.js';
import { formatMoney, plainAmount } from '@shop/contracts/money-format';

/** One store's share of one order: what it sold, with its part of the order's tax. */
export interface SaleRow {
  day: string;
  orderid: string;
  vendorid: string;
  store: string;
  items: number;
  subtotal: number;
  tax: number;
  /** Walk-in sales only: the guest and how they paid. */
  guest: string;
  paidby: string;
}

interface RawSale extends Omit<SaleRow, 'tax'> {
  taxbasis: string;
}

const placed = (range: ReportRange, walkin: boolean) =>
  sql`o.created_at >= ${range.from} and o.created_at < ${range.to} and o.status <> 'CANCELLED' ${walkin ? sql`and o.walkin` : sql``}`;

/**
 * The order's tax is rounded once over all its lines (money.ts taxCents); each store gets the rounding of the
 * running sum, so the stores' shares add up to the order's tax to the cent.
 */
function withTax(raw: RawSale[], scope: ReportScope): SaleRow[] {
  let order = '';
  let running = 0;
  return raw.map(({ taxbasis, ...r }) => {
    if (r.orderid !== order) [order, running] = [r.orderid, 0];
    const before = Math.round(running / 10000);
    running += Number(taxbasis);
    // A store sees only its own lines: its tax is the rounding of its own sum.
    const tax = scope.kind === 'store' ? Math.round(Number(taxbasis) / 10000) : Math.round(running / 10000) - before;
    return { ...r, tax };
  });
}

async function page(db: Conn, scope: ReportScope, range: ReportRange, after: string | null, limit: number, walkin: boolean) {
  const raw = await rowsFrom<RawSale>(
    db.execute(sql`
      with o as (
        select o.orderid, o.created_at, o.guest_firstname, o.guest_lastname from orders o
        where ${placed(range, walkin)} and ${orderInScope(scope)} ${after === null ? sql`` : sql`and o.orderid > ${after}`}
        order by o.orderid limit ${limit})
      select o.orderid, ${localDay('o.created_at')} as day, i.vendorid, coalesce(v.vendorname, i.vendorid) as store,
        sum(i.quantity)::int as items, sum(i.unitcost_cents * i.quantity)::int as subtotal,
        sum(i.unitcost_cents::bigint * i.quantity * i.taxrate_bp)::text as taxbasis,
        o.guest_firstname || ' ' || o.guest_lastname as guest,
        case when exists (select 1 from order_payments p where p.orderid = o.orderid and p.kind = 'cash_in') then 'cash' else 'card' end as paidby
      from o join order_items i on i.orderid = o.orderid and ${itemInScope(scope)}
      left join vendors v on v.vendorid = i.vendorid
      group by o.orderid, o.created_at, o.guest_firstname, o.guest_lastname, i.vendorid, v.vendorname
      order by o.orderid, i.vendorid`),
  );
  const rows = withTax(raw, scope);
  return { rows, next: rows.at(-1)?.orderid ?? null };
}

const count = (walkin: boolean) => async (db: Conn, scope: ReportScope, range: ReportRange) => {
  const [r] = await rowsFrom<{ n: number }>(db.execute(sql`select count(*)::int as n from orders o where ${placed(range, walkin)} and ${orderInScope(scope)}`));
  return r?.n ?? 0;
};

const money = { width: 80, align: 'right' } as const;

/** Sums by day and store, and a bar of each day's total. */
function salesSummer(): Summer<SaleRow> {
  const groups = new Map<string, { day: string; store: string; orders: number; items: number; subtotal: number; tax: number }>();
  const all = { orders: new Set<string>(), items: 0, subtotal: 0, tax: 0 };
  return {
    add(r) {
      const key = `${r.day}|${r.store}`;
      const g = groups.get(key) ?? { day: r.day, store: r.store, orders: 0, items: 0, subtotal: 0, tax: 0 };
      groups.set(key, { ...g, orders: g.orders + 1, items: g.items + r.items, subtotal: g.subtotal + r.subtotal, tax: g.tax + r.tax });
      all.orders.add(r.orderid);
      [all.items, all.subtotal, all.tax] = [all.items + r.items, all.subtotal + r.subtotal, all.tax + r.tax];
    },
    result() {
      const list = [...groups.values()].sort((a, b) => a.day.localeCompare(b.day) || a.store.localeCompare(b.store));
      const byDay = new Map<string, number>();
      for (const g of list) byDay.set(g.day, (byDay.get(g.day) ?? 0) + g.subtotal + g.tax);
      return {
        chart: { title: 'Sales with tax by day', bars: [...byDay].map(([label, value]) => ({ label, value })), format: formatMoney },
        tables: [
          {
            title: 'Sales by day and store',
            columns: [{ label: 'Day', width: 70 }, { label: 'Store', width: 130 }, { label: 'Orders', width: 45, align: 'right' }, { label: 'Items', width: 45, align: 'right' }, { label: 'Subtotal', ...money }, { label: 'Tax', ...money }, { label: 'Total', ...money }],
            rows: list.map((g) => [g.day, g.store, `${g.orders}`, `${g.items}`, formatMoney(g.subtotal), formatMoney(g.tax), formatMoney(g.subtotal + g.tax)]),
            total: ['Total', '', `${all.orders.size}`, `${all.items}`, formatMoney(all.subtotal), formatMoney(all.tax), formatMoney(all.subtotal + all.tax)],
          },
        ],
      };
    },
  };
}

export const salesByDay: ReportKind<SaleRow> = {
  csvHeader: ['day', 'orderid', 'vendorid', 'store', 'items', 'subtotal', 'tax', 'total'],
  csvRow: (r) => [r.day, r.orderid, r.vendorid, r.store, r.items, plainAmount(r.subtotal), plainAmount(r.tax), plainAmount(r.subtotal + r.tax)],
  count: count(false),
  page: (db, scope, range, after, limit) => page(db, scope, range, after, limit, false),
  summer: salesSummer,
};

export const walkInSales: ReportKind<SaleRow> = {
  csvHeader: ['day', 'orderid', 'guest', 'paidby', 'vendorid', 'store', 'items', 'subtotal', 'tax', 'total'],
  csvRow: (r) => [r.day, r.orderid, r.guest, r.paidby, r.vendorid, r.store, r.items, plainAmount(r.subtotal), plainAmount(r.tax), plainAmount(r.subtotal + r.tax)],
  count: count(true),
  page: (db, scope, range, after, limit) => page(db, scope, range, after, limit, true),
  summer: salesSummer,
};
