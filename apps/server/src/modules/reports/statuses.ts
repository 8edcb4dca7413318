import { sql } from 'drizzle-orm';
import { orderStatuses } from '@shop/contracts/order-flow';
import type { Conn } from '../../db/client.js';
import { rowsFrom, type ReportKind, type ReportRange, type ReportScope, type Summer } from './kind.js';
import { localTime, orderInScope } from './scope-sql.js';

/** One order: where it stands, and the minutes each step took (null: not reached). */
export interface StatusRow {
  orderid: string;
  placed: string;
  status: string;
  toFulfilled: number | null;
  toCheckedIn: number | null;
  toCollected: number | null;
}

const placedIn = (range: ReportRange) => sql`o.created_at >= ${range.from} and o.created_at < ${range.to}`;
const minutes = (a: string, b: string) => sql.raw(`round((extract(epoch from (${a} - ${b})) / 60)::numeric, 1)::float8`);

async function page(db: Conn, scope: ReportScope, range: ReportRange, after: string | null, limit: number) {
  // A store follows its own part of the order; the lounge the order as a whole.
  const status = scope.kind === 'store' ? sql`(select sp.status from order_parts sp where sp.orderid = o.orderid and sp.vendorid = ${scope.vendorid})` : sql`o.status`;
  const ownEvents = scope.kind === 'store' ? sql`and (e.vendorid is null or e.vendorid = ${scope.vendorid})` : sql``;
  const rows = await rowsFrom<StatusRow>(
    db.execute(sql`
      select o.orderid, ${localTime('o.created_at')} as placed, ${status} as status,
        ${minutes('ev.fulfilled', 'o.created_at')} as "toFulfilled", ${minutes('ev.checkedin', 'ev.fulfilled')} as "toCheckedIn",
        ${minutes('ev.collected', 'ev.checkedin')} as "toCollected"
      from orders o left join lateral (
        select min(e.at) filter (where e.to_status in ('FULFILLED', 'ASSIGNED', 'WIP')) as fulfilled,
          min(e.at) filter (where e.to_status = 'CHECKED IN') as checkedin,
          min(e.at) filter (where e.to_status = 'CHECKED OUT') as collected
        from order_events e where e.orderid = o.orderid ${ownEvents}) ev on true
      where ${placedIn(range)} and ${orderInScope(scope)} ${after === null ? sql`` : sql`and o.orderid > ${after}`}
      order by o.orderid limit ${limit}`),
  );
  return { rows, next: rows.at(-1)?.orderid ?? null };
}

const span = (m: number | null) => (m === null ? '' : m < 120 ? `${m.toFixed(1)} min` : `${(m / 60).toFixed(1)} h`);

/** Orders per status, and the average minutes of each step over the orders that took it. */
function statusSummer(): Summer<StatusRow> {
  const counts = new Map<string, number>();
  const steps = { toFulfilled: [0, 0], toCheckedIn: [0, 0], toCollected: [0, 0] } as Record<'toFulfilled' | 'toCheckedIn' | 'toCollected', [number, number]>;
  let total = 0;
  return {
    add(r) {
      total += 1;
      counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
      for (const k of Object.keys(steps) as (keyof typeof steps)[]) {
        const m = r[k];
        if (m !== null) steps[k] = [steps[k][0] + m, steps[k][1] + 1];
      }
    },
    result() {
      const present = orderStatuses.filter((s) => counts.has(s));
      const avg = ([sum, n]: [number, number]) => (n === 0 ? '' : span(sum / n));
      return {
        chart: { title: 'Orders by status', bars: present.map((s) => ({ label: s, value: counts.get(s)! })), format: (v) => `${Math.round(v)}` },
        tables: [
          {
            title: 'Orders by status',
            columns: [{ label: 'Status', width: 160 }, { label: 'Orders', width: 80, align: 'right' }],
            rows: present.map((s) => [s, `${counts.get(s)}`]),
            total: ['Total', `${total}`],
          },
          {
            title: 'Time each step took (average)',
            columns: [{ label: 'Step', width: 200 }, { label: 'Orders', width: 80, align: 'right' }, { label: 'Average', width: 100, align: 'right' }],
            rows: [
              ['Placed to fulfilled', `${steps.toFulfilled[1]}`, avg(steps.toFulfilled)],
              ['Fulfilled to checked in', `${steps.toCheckedIn[1]}`, avg(steps.toCheckedIn)],
              ['Checked in to collected', `${steps.toCollected[1]}`, avg(steps.toCollected)],
            ],
          },
        ],
      };
    },
  };
}

export const ordersByStatus: ReportKind<StatusRow> = {
  csvHeader: ['orderid', 'placed', 'status', 'minutes_placed_to_fulfilled', 'minutes_fulfilled_to_checked_in', 'minutes_checked_in_to_collected'],
  csvRow: (r) => [r.orderid, r.placed, r.status, r.toFulfilled ?? '', r.toCheckedIn ?? '', r.toCollected ?? ''],
  async count(db, scope, range) {
    const [r] = await rowsFrom<{ n: number }>(db.execute(sql`select count(*)::int as n from orders o where ${placedIn(range)} and ${orderInScope(scope)}`));
    return r?.n ?? 0;
  },
  page,
  summer: statusSummer,
};
