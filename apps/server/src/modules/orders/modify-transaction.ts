/**
 * processcard MODIFYTRANSACTION: one capture (1), refund (2) or reversal (3) inside the caller's open step
 * (processtransaction STARTTRANSACTION). A reversal in a CANCELORDER step is the cancel itself.
 */
import type { z } from 'zod';
import { toCents, toDollars } from '@shop/contracts/money';
import type { ProcessAction } from '@shop/contracts/order-flow';
import type { modifyTransactionRequest } from '@shop/contracts/orders';
import { Status } from '@shop/contracts/status';
import type { CallContext } from '../../calls/types.js';
import { AppError, sessionExpired } from '../../lib/app-error.js';
import type { ModificationKind } from '../../payments/gateway.js';
import type { Owner } from '../checkout/owner.js';
import { cancelInStep } from './cancel.js';
import { actionable, busy, failureStatus, limitCents, moveMoney } from './card-modification.js';
import type { OrderRow } from './order-repo.js';
import { claimTransaction, findTransaction } from './transaction-repo.js';

type Req = z.output<typeof modifyTransactionRequest>;

const kinds: Record<1 | 2 | 3, ModificationKind> = { 1: 'capture', 2: 'refund', 3: 'reverse' };
/** Which modifications each action may make (back office 4.5-4.7). */
const allowedKinds: Partial<Record<ProcessAction, ModificationKind[]>> = {
  CANCELORDER: ['reverse'],
  CHECKOUTORDER: ['capture', 'reverse'],
  FORCECHECKOUTORDER: ['capture', 'reverse'],
  REFUNDORDER: ['refund'],
};

const usd = (cents: number) => `USD $${toDollars(cents).toFixed(2)}`;

/**
 * A reversal sent in a CANCELORDER step cancels the order in the same step (storefront 7, back office 4.7): on its
 * own it would release the hold while the order stayed in the store's queue showing its deposit as held. The step
 * is left MODIFIED so that the cancel the client sends next (updateorder) closes it instead of being refused.
 */
async function cancelByReversal(ctx: CallContext, o: OrderRow, req: Req, who: string) {
  const limit = await limitCents(ctx, o.orderid, 'reverse');
  if (toCents(req.amount) > limit) {
    throw new AppError(Status.INVALID_REQUEST, `The amount ${req.amount.toFixed(2)} is more than the ${toDollars(limit).toFixed(2)} held for order ${o.orderid}.`);
  }
  const done = await cancelInStep(ctx, o, who, 'Order cancelled; card hold released; stock back on the shelf');
  const words = [
    done.releasedCents > 0 && `the hold of ${usd(done.releasedCents)} on the card was released`,
    done.refundedCents > 0 && `${usd(done.refundedCents)} was refunded to the card`,
  ].filter(Boolean);
  const description = `Order ${o.orderid} is cancelled${words.length > 0 ? `: ${words.join(' and ')}` : ''}.`;
  return { orderid: o.orderid, modificationtype: req.modificationtype, amount: toDollars(done.releasedCents), reasoncode: 1101, reasondescription: description };
}

/**
 * Sends one modification to the gateway and records it. The caller's open step is claimed first (MODIFYING),
 * so a second request for the same order is refused instead of moving money again.
 */
export async function modifyTransaction(ctx: CallContext, owner: Owner, req: Req) {
  if (!ctx.user) throw sessionExpired();
  const who = ctx.user.username;
  const kind = kinds[req.modificationtype];
  const step = await findTransaction(ctx.db, req.orderid);
  if (!step || step.who !== who) {
    throw new AppError(Status.CONFLICT, `Order ${req.orderid} has no transaction started. Please start again.`);
  }
  if (!allowedKinds[step.action as ProcessAction]?.includes(kind)) {
    throw new AppError(Status.INVALID_REQUEST, `A ${kind} is not part of ${step.action}.`);
  }
  const o = await actionable(ctx, owner, req.orderid, step.action as ProcessAction);
  if (!(await claimTransaction(ctx.db, req.orderid, who, 'STARTED', 'MODIFYING'))) throw busy(req.orderid);
  try {
    if (step.action === 'CANCELORDER') {
      const cancelled = await cancelByReversal(ctx, o, req, who);
      await claimTransaction(ctx.db, req.orderid, who, 'MODIFYING', 'MODIFIED');
      return cancelled;
    }
    const result = await moveMoney(ctx, o, kind, toCents(req.amount), who);
    await claimTransaction(ctx.db, req.orderid, who, 'MODIFYING', result.ok ? 'MODIFIED' : 'STARTED');
    if (!result.ok) throw new AppError(failureStatus(kind), result.reasonDescription || `The card ${kind} was refused.`);
    return { orderid: o.orderid, modificationtype: req.modificationtype, amount: req.amount, reasoncode: result.reasonCode, reasondescription: result.reasonDescription };
  } catch (err) {
    await claimTransaction(ctx.db, req.orderid, who, 'MODIFYING', 'STARTED');
    throw err;
  }
}
