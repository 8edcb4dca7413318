import { randomUUID } from 'node:crypto';
import { toDollars } from '../../../lib/money.js';
import { refused, type PtzAnswer, type PtzSandboxContext } from './context.js';
import { findTransaction, updateIf, type PtzSandboxTransaction } from './repo.js';
import { centsOf } from './validate.js';

export type ModificationPath = 'capture' | 'refund' | 'void';

const TYPES: Record<ModificationPath, number> = { capture: 3, void: 4, refund: 5 };

const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

function done(path: ModificationPath, tx: PtzSandboxTransaction, cents: number): PtzAnswer {
  return {
    status: 200,
    body: {
      OriginalTrxnIdentifier: tx.transactionIdentifier,
      TransactionType: TYPES[path],
      Approved: true,
      TransactionIdentifier: randomUUID(),
      TotalAmount: toDollars(cents),
      CurrencyCode: tx.currency,
      RRN: String(Date.now()).slice(-12),
      IsoResponseCode: '00',
      ResponseMessage: 'Transaction is approved',
      OrderIdentifier: tx.orderIdentifier,
    },
  };
}

/**
 * POST /api/capture, /api/refund, /api/void on the original TransactionIdentifier (reference 3): one capture
 * per hold and none over the held amount, no refund over the captured amount (Refund: true required), no void after capture.
 */
export async function modify(ctx: PtzSandboxContext, path: ModificationPath, body: unknown): Promise<PtzAnswer> {
  const b = obj(body);
  const id = typeof b.TransactionIdentifier === 'string' ? b.TransactionIdentifier : '';
  const tx = id ? await findTransaction(ctx.db, id) : undefined;
  const original = { OriginalTrxnIdentifier: id, TransactionType: TYPES[path] };
  if (!tx) return refused('12', 'Transaction not found', original);
  const at = ctx.now();
  if (path === 'void') {
    if (tx.state !== 'AUTHORIZED') return refused('12', tx.state === 'VOIDED' ? 'Transaction already voided' : 'Transaction cannot be voided', original);
    if (tx.capturedCents > 0) return refused('12', 'A captured transaction cannot be voided; refund it', original);
    const ok = await updateIf(ctx.db, id, ['AUTHORIZED'], { state: 'VOIDED', authorizedCents: 0, updatedAt: at });
    return ok ? done(path, tx, tx.authorizedCents) : refused('12', 'Transaction cannot be voided', original);
  }
  const cents = centsOf(b.TotalAmount);
  if (cents === null) return refused('13', 'Invalid amount', original);
  if (tx.state !== 'AUTHORIZED') return refused('12', 'Transaction is not authorized', original);
  if (path === 'capture') {
    // One capture per hold, as the shop's ledger models it (docs/decisions/0094): the rest is released.
    if (tx.capturedCents > 0) return refused('12', 'Transaction already captured', original);
    if (cents > tx.authorizedCents) return refused('13', 'Capture amount exceeds the authorized amount', original);
    const ok = await updateIf(ctx.db, id, ['AUTHORIZED'], { capturedCents: tx.capturedCents + cents, updatedAt: at }, { capturedCents: tx.capturedCents });
    return ok ? done(path, tx, cents) : refused('96', 'Try again', original);
  }
  if (b.Refund !== true) return refused('12', 'Refund must be true for a refund of this transaction', original);
  if (tx.refundedCents + cents > tx.capturedCents) return refused('13', 'Refund amount exceeds the captured amount', original);
  const ok = await updateIf(ctx.db, id, ['AUTHORIZED'], { refundedCents: tx.refundedCents + cents, updatedAt: at }, { refundedCents: tx.refundedCents });
  return ok ? done(path, tx, cents) : refused('96', 'Try again', original);
}
