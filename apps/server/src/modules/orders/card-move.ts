import type { Deps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { ModificationKind } from '../../payments/gateway.js';
import { moveMoney } from './card-modification.js';
import { findOrder } from './order-repo.js';

export interface CardMove {
  orderid: string;
  gatewayOrderId: string;
  kind: ModificationKind;
  cents: number;
  who: string;
}

export type CardOutcome = { ok: true } | { ok: false; message: string };

/**
 * One card modification of a cancellation or counter action through the orders' card modification (moveMoney: ledger limits,
 * lost answers, the ledger entry), its refusal as a message the action words itself.
 */
export async function modifyCard(deps: Pick<Deps, 'db' | 'gateway' | 'clock' | 'log'>, m: CardMove): Promise<CardOutcome> {
  try {
    const o = (await findOrder(deps.db, m.orderid))!;
    const r = await moveMoney(deps, o, m.kind, m.cents, m.who, m.gatewayOrderId);
    return r.ok ? { ok: true } : { ok: false, message: r.reasonDescription || `The card ${m.kind} was refused.` };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, message: err.message };
    throw err;
  }
}
