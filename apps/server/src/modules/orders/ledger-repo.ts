import { asc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { orderPayments } from '../../db/schema/orders.js';

export type PaymentKind = (typeof orderPayments.$inferInsert)['kind'];
export type PaymentRow = typeof orderPayments.$inferSelect;

export interface PaymentEntry {
  orderid: string;
  kind: PaymentKind;
  /** US cents, > 0. */
  amountCents: number;
  /** Cash in another currency: its code, its units per US dollar, and the cents of it that changed hands. */
  currency?: string;
  rate?: string;
  currencyCents?: number;
  gatewayOrderId?: string | null;
  gatewayReference?: string | null;
  who: string;
  at: Date;
}

/** Writes one movement of money into the order's ledger (docs/decisions/0060). */
export async function recordPayment(db: Conn, e: PaymentEntry) {
  await db.insert(orderPayments).values({
    orderid: e.orderid,
    kind: e.kind,
    amountCents: e.amountCents,
    currency: e.currency ?? 'USD',
    rate: e.rate ?? '1',
    currencyCents: e.currencyCents ?? e.amountCents,
    gatewayOrderId: e.gatewayOrderId ?? null,
    gatewayReference: e.gatewayReference ?? null,
    who: e.who,
    at: e.at,
  });
}

export const paymentsOf = (db: Conn, orderid: string) =>
  db.select().from(orderPayments).where(eq(orderPayments.orderid, orderid)).orderBy(asc(orderPayments.at), asc(orderPayments.id));

export interface MoneyTotals {
  /** Card funds still held: holds less reversals less captures (never below 0). */
  heldCents: number;
  capturedCents: number;
  reversedCents: number;
  refundedCents: number;
  cashInCents: number;
  cashOutCents: number;
}

/** The order's totals in US cents, read from its ledger only. */
export function totalsOf(rows: readonly Pick<PaymentRow, 'kind' | 'amountCents'>[]): MoneyTotals {
  const sum = (k: PaymentKind) => rows.filter((r) => r.kind === k).reduce((a, r) => a + r.amountCents, 0);
  const captured = sum('capture');
  return {
    heldCents: Math.max(0, sum('hold') - sum('reversal') - captured),
    capturedCents: captured,
    reversedCents: sum('reversal'),
    refundedCents: sum('refund'),
    cashInCents: sum('cash_in'),
    cashOutCents: sum('cash_out'),
  };
}
