import { sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { rowsFrom, type ReportKind, type ReportRange, type ReportScope, type Summer } from './kind.js';
import { localTime, orderInScope } from './scope-sql.js';
import { formatMoney, plainAmount } from '@shop/contracts/money-format';

/** One cancel, return or refund step of an order (its event), with the order's value. */
export interface CancelRow {
  id: number;
  at: string;
  orderid: string;
  store: string;
  fromStatus: string;
  toStatus: string;
  who: string;
  total: number;
}

export const CANCEL_STATUSES = ['CANCELLED', 'RETURN ASSIGNED', 'RETURN CONFIRMED', 'RETURNED', 'REFUNDED'];
const list = sql.raw(CANCEL_STATUSES.map((s) => `'${s}'`).join(', '));

const where = (scope: ReportScope, range: ReportRange) =>
  sql`e.at >= ${range.from} and e.at < ${range.to} and e.to_status in (${list}) and ${orderInScope(scope)}
    ${scope.kind === 'store' ? sql`and (e.vendorid is null or e.vendorid = ${scope.vendorid})` : sql``}`;

async function page(db: Conn, scope: ReportScope, range: ReportRange, after: string | null, limit: number) {
  const rows = await rowsFrom<CancelRow>(
    db.execute(sql`
      select e.id, ${localTime('e.at')} as at, e.orderid, coalesce(e.vendorid, 'whole order') as store,
        coalesce(e.from_status, '') as "fromStatus", e.to_status as "toStatus", e.who, o.total_cents as total
      from order_events e join orders o on o.orderid = e.orderid
      where ${where(scope, range)} ${after === null ? sql`` : sql`and e.id > ${Number(after)}`}
      order by e.id limit ${limit}`),
  );
  return { rows, next: rows.length ? String(rows.at(-1)!.id) : null };
}

/** Steps per resulting status, with the number of orders and their value. */
function cancelSummer(): Summer<CancelRow> {
  const groups = new Map<string, { steps: number; orders: Set<string>; value: number }>();
  return {
    add(r) {
      const g = groups.get(r.toStatus) ?? { steps: 0, orders: new Set<string>(), value: 0 };
      g.steps += 1;
      if (!g.orders.has(r.orderid)) g.value += r.total;
      g.orders.add(r.orderid);
      groups.set(r.toStatus, g);
    },
    result() {
      const present = CANCEL_STATUSES.filter((s) => groups.has(s));
      return {
        chart: { title: 'Orders by cancel and return step', bars: present.map((s) => ({ label: s, value: groups.get(s)!.orders.size })), format: (v) => `${Math.round(v)}` },
        tables: [
          {
            title: 'Cancellations and returns',
            columns: [{ label: 'Step', width: 150 }, { label: 'Events', width: 70, align: 'right' }, { label: 'Orders', width: 70, align: 'right' }, { label: 'Order value', width: 110, align: 'right' }],
            rows: present.map((s) => {
              const g = groups.get(s)!;
              return [s, `${g.steps}`, `${g.orders.size}`, formatMoney(g.value)];
            }),
          },
        ],
      };
    },
  };
}

export const cancellations: ReportKind<CancelRow> = {
  csvHeader: ['at', 'orderid', 'store', 'from_status', 'to_status', 'who', 'order_total'],
  csvRow: (r) => [r.at, r.orderid, r.store, r.fromStatus, r.toStatus, r.who, plainAmount(r.total)],
  async count(db, scope, range) {
    const [r] = await rowsFrom<{ n: number }>(db.execute(sql`select count(*)::int as n from order_events e join orders o on o.orderid = e.orderid where ${where(scope, range)}`));
    return r?.n ?? 0;
  },
  page,
  summer: cancelSummer,
};
