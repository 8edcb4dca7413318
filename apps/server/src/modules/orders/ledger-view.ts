import type { PaymentRow } from './ledger-repo.js';
import { totalsOf } from './ledger-repo.js';

export interface CardTotals {
  gatewayOrderId: string;
  /** Still held: holds less reversals less captures. */
  heldCents: number;
  capturedCents: number;
  refundedCents: number;
}

/** The ledger per card transaction (one per gateway order number), oldest first. */
export function cardsOf(rows: readonly PaymentRow[]): CardTotals[] {
  const ids = [...new Set(rows.filter((r) => r.gatewayOrderId).map((r) => r.gatewayOrderId!))];
  return ids.map((id) => {
    const t = totalsOf(rows.filter((r) => r.gatewayOrderId === id));
    return { gatewayOrderId: id, heldCents: t.heldCents, capturedCents: t.capturedCents, refundedCents: t.refundedCents };
  });
}

/** What the guest has paid and not been given back, in US cents. */
export function paidCents(rows: readonly PaymentRow[]) {
  const t = totalsOf(rows);
  return t.capturedCents + t.cashInCents - t.refundedCents - t.cashOutCents;
}
