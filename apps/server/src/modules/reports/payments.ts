import { sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { rowsFrom, type ReportKind, type ReportRange, type ReportScope, type Summer } from './kind.js';
import { localTime, orderInScope } from './scope-sql.js';
import { formatMoney, plainAmount } from '@shop/contracts/money-format';

/** One movement of the payment ledger (docs/decisions/0060). */
export interface PaymentRow {
  id: number;
  at: string;
  orderid: string;
  kind: string;
  currency: string;
  amount: number;
  currencyAmount: number;
  rate: string;
}

const LABELS: Record<string, [method: string, what: string]> = {
  hold: ['Card', 'held'],
  capture: ['Card', 'captured'],
  reversal: ['Card', 'hold released'],
  refund: ['Card', 'refunded'],
  cash_in: ['Cash', 'in'],
  cash_out: ['Cash', 'out (change and refunds)'],
};
export const methodOf = (kind: string) => LABELS[kind]?.[0] ?? kind;

const movedIn = (range: ReportRange) => sql`p.at >= ${range.from} and p.at < ${range.to}`;

async function page(db: Conn, scope: ReportScope, range: ReportRange, after: string | null, limit: number) {
  const rows = await rowsFrom<PaymentRow>(
    db.execute(sql`
      select p.id, ${localTime('p.at')} as at, p.orderid, p.kind, p.currency, p.amount_cents as amount,
        p.currency_cents as "currencyAmount", p.rate::text as rate
      from order_payments p join orders o on o.orderid = p.orderid
      where ${movedIn(range)} and ${orderInScope(scope)} ${after === null ? sql`` : sql`and p.id > ${Number(after)}`}
      order by p.id limit ${limit}`),
  );
  return { rows, next: rows.length ? String(rows.at(-1)!.id) : null };
}

/** Money by method, movement and currency; cash in other currencies with the rate it was taken at. */
function paymentSummer(): Summer<PaymentRow> {
  const groups = new Map<string, { kind: string; currency: string; count: number; usd: number; own: number }>();
  return {
    add(r) {
      const key = `${r.kind}|${r.currency}`;
      const g = groups.get(key) ?? { kind: r.kind, currency: r.currency, count: 0, usd: 0, own: 0 };
      groups.set(key, { ...g, count: g.count + 1, usd: g.usd + r.amount, own: g.own + r.currencyAmount });
    },
    result() {
      const order = Object.keys(LABELS);
      const list = [...groups.values()].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.currency.localeCompare(b.currency));
      const sum = (k: string) => list.filter((g) => g.kind === k).reduce((a, g) => a + g.usd, 0);
      const net = sum('capture') + sum('cash_in') - sum('refund') - sum('cash_out');
      const rate = (g: { usd: number; own: number; currency: string }) => (g.currency === 'USD' || g.usd === 0 ? '1' : (g.own / g.usd).toFixed(4));
      return {
        chart: { title: 'Money by movement (USD)', bars: list.map((g) => ({ label: `${LABELS[g.kind]?.join(' ') ?? g.kind} ${g.currency}`, value: g.usd })), format: formatMoney },
        tables: [
          {
            title: 'Payments and refunds by method and currency',
            columns: [{ label: 'Method', width: 50 }, { label: 'Movement', width: 130 }, { label: 'Currency', width: 55 }, { label: 'Count', width: 45, align: 'right' }, { label: 'Amount', width: 85, align: 'right' }, { label: 'Rate', width: 50, align: 'right' }, { label: 'USD', width: 90, align: 'right' }],
            rows: list.map((g) => [LABELS[g.kind]?.[0] ?? '', LABELS[g.kind]?.[1] ?? g.kind, g.currency, `${g.count}`, formatMoney(g.own, g.currency), rate(g), formatMoney(g.usd)]),
            total: ['Net taken', '(captured + cash in - refunded - cash out)', '', '', '', '', formatMoney(net)],
          },
        ],
      };
    },
  };
}

export const payments: ReportKind<PaymentRow> = {
  csvHeader: ['at', 'orderid', 'method', 'movement', 'currency', 'amount_currency', 'rate', 'amount_usd'],
  csvRow: (r) => [r.at, r.orderid, methodOf(r.kind), r.kind, r.currency, plainAmount(r.currencyAmount), r.rate, plainAmount(r.amount)],
  async count(db, scope, range) {
    const [r] = await rowsFrom<{ n: number }>(db.execute(sql`select count(*)::int as n from order_payments p join orders o on o.orderid = p.orderid where ${movedIn(range)} and ${orderInScope(scope)}`));
    return r?.n ?? 0;
  },
  page,
  summer: paymentSummer,
};
