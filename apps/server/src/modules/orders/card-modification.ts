/**
 * The gateway steps of a cancel, check-out or refund (storefront 7, back office 4.5-4.7, fac-gateway.md
 * modification types): processtransaction opens or ends the step on one order; moveMoney captures, refunds or
 * reverses through the gateway and writes the answer into the ledger (processcard MODIFYTRANSACTION is
 * modify-transaction.ts).
 * Amounts are checked against the ledger: never more captured or reversed than is held, never more refunded
 * than was captured. One step per order at a time (transaction-repo), so racing requests move money once.
 */
import type { z } from 'zod';
import { canCancel, nextStatus, type OrderStatus, type ProcessAction } from '@shop/contracts/order-flow';
import type { processTransactionRequest } from '@shop/contracts/orders';
import { Status } from '@shop/contracts/status';
import type { CallContext } from '../../calls/types.js';
import { AppError, sessionExpired } from '../../lib/app-error.js';
import { isGatewayError, type GatewayError, type ModificationKind, type ModificationResult } from '../../payments/gateway.js';
import type { Owner } from '../checkout/owner.js';
import { recordEvent } from './event-repo.js';
import { paymentsOf, recordPayment, totalsOf, type PaymentKind } from './ledger-repo.js';
import { notifyOrderChanged } from './notify.js';
import { findOrder, partsOf, type OrderRow } from './order-repo.js';
import { closeTransaction, openTransaction } from './transaction-repo.js';
import { mayAct, orderNotFound } from './visibility.js';
import { formatMoney } from '@shop/contracts/money-format';
import { CARD_CALL_WAIT_MS } from '@shop/contracts/call-waits';
import { requestStartedAt } from '../../ops/request-context.js';

export const busy = (orderid: string) =>
  new AppError(Status.CONFLICT, `Order ${orderid} is being processed by another request. Please try again in a moment.`);

/** The order, if the caller may make this order-level action on it now. */
export async function actionable(ctx: CallContext, owner: Owner, orderid: string, action: ProcessAction): Promise<OrderRow> {
  if (!ctx.user) throw sessionExpired();
  const o = await findOrder(ctx.db, orderid);
  if (!o) throw orderNotFound();
  if (!(await mayAct(ctx.db, ctx.user, owner, o, await partsOf(ctx.db, orderid), action))) {
    // Shoppers may not learn that another account's order exists; staff are told plainly.
    if (ctx.user.roles.includes('subscriber') && o.username !== owner.username) throw orderNotFound();
    throw new AppError(Status.FORBIDDEN, 'You are not allowed to do this on this order.');
  }
  const status = o.status as OrderStatus;
  const allowed = action === 'CANCELORDER' ? canCancel(status) : nextStatus(action, status) !== null || action === 'CANCELCHECKOUTORDER';
  if (!allowed) throw new AppError(Status.CONFLICT, `Order ${orderid} is ${status}: this can no longer be done.`);
  return o;
}

export async function processTransaction(ctx: CallContext, owner: Owner, req: z.output<typeof processTransactionRequest>) {
  if (!ctx.user) throw sessionExpired();
  const who = ctx.user.username;
  if (req.transactiontype === 'ENDTRANSACTION') {
    await closeTransaction(ctx.db, req.orderid, who);
    return { message: 'Transaction ended.' };
  }
  await actionable(ctx, owner, req.orderid, req.actiontype);
  if (!(await openTransaction(ctx.db, { orderid: req.orderid, action: req.actiontype, who, startedAt: ctx.clock.now() }))) throw busy(req.orderid);
  return { message: 'Transaction started.' };
}

const ledgerKind: Record<ModificationKind, PaymentKind> = { capture: 'capture', refund: 'refund', reverse: 'reversal' };

/** The most the ledger lets this modification move, in cents. */
export async function limitCents(ctx: Pick<CallContext, 'db'>, orderid: string, kind: ModificationKind) {
  const t = totalsOf(await paymentsOf(ctx.db, orderid));
  return kind === 'refund' ? t.capturedCents - t.refundedCents : t.heldCents;
}

export const failureStatus = (kind: ModificationKind) => (kind === 'reverse' ? Status.HELD_PAYMENT_REVERSAL_FAILED : Status.HELD_PAYMENT_FAILED);

/** FAC's reason code of a refused modification. */
const MODIFICATION_FAILED = 1100;
/** How often one modification is asked when the gateway gives no answer. */
export const MODIFICATION_TRIES = 6;
/** What a call keeps of the app's wait (CARD_CALL_WAIT_MS) for its work after the gateway: the database, the answer. */
export const AFTER_GATEWAY_MS = 5_000;

/** Why a modification got no usable answer, in words that are true: "did not answer" only when it did not. */
const unanswered = (err: GatewayError | null) =>
  !err || err.kind === 'timeout' || err.kind === 'network'
    ? 'did not answer'
    : err.kind === 'signature'
      ? 'answered, but its answer could not be verified'
      : 'answered with an error';

/**
 * Asks the gateway, settling an answer lost on the way back (docs/decisions/0067): HTTP errors and refused
 * connections never reached the gateway and are asked again; after a timeout or a cut answer the same request
 * is sent again only where it cannot move money twice (a capture or reversal of one hold, a refund of more than
 * half of what is left), and a 1100 then means the first went through. A lost answer to a partial refund is
 * taken as done (`unconfirmed`). `failed` (the last error) when no try reached the gateway or was usable, or no try
 * could be made in time (`null`).
 */
export async function askGateway(ctx: Pick<CallContext, 'gateway' | 'log'>, gatewayOrderId: string, kind: ModificationKind, cents: number, left: number) {
  const repeatable = kind !== 'refund' || 2 * cents > left;
  const done = (r: ModificationResult) => ({ ...r, ok: true, unconfirmed: true });
  // A try is made only if it ends, even after the gateway's whole timeout, within the app's wait for the call
  // (decision 0220): counted from the request's arrival, or from here for work no request waits on.
  const deadline = (requestStartedAt() ?? performance.now()) + CARD_CALL_WAIT_MS - AFTER_GATEWAY_MS;
  let lost = false;
  let last: GatewayError | null = null;
  for (let i = 0; i < MODIFICATION_TRIES && performance.now() + ctx.gateway.timeoutMs <= deadline; i++) {
    try {
      const r = await ctx.gateway[kind](gatewayOrderId, cents);
      if (lost && !r.ok && r.reasonCode === MODIFICATION_FAILED) return done(r);
      return { ...r, unconfirmed: false };
    } catch (err) {
      if (!isGatewayError(err)) throw err;
      ctx.log.warn({ gatewayOrderId, kind, gateway: err.kind }, 'card modification: no trustworthy answer');
      last = err;
      const reached = err.kind === 'timeout' || err.kind === 'malformed';
      lost ||= reached;
      if (reached && !repeatable) break;
    }
  }
  if (!lost) return { failed: last };
  return done({ orderId: gatewayOrderId, kind, amountCents: cents, ok: true, responseCode: 1, reasonCode: 1101, reasonDescription: 'Taken as done after a lost answer' });
}

/**
 * Asks the gateway to capture, refund or reverse `cents` of the order's card payment (or of another card
 * transaction of the order, `gatewayOrderId`) and, when it did, writes the ledger entry and the event.
 * Over-limit amounts are refused before the gateway is asked; a gateway that gave no usable answer is an AppError
 * with nothing recorded.
 */
export async function moveMoney(
  ctx: Pick<CallContext, 'db' | 'gateway' | 'clock' | 'log'>,
  o: Pick<OrderRow, 'orderid' | 'gatewayOrderId' | 'gatewayReference'>,
  kind: ModificationKind,
  cents: number,
  who: string,
  gatewayOrderId = o.gatewayOrderId,
) {
  const limit = await limitCents(ctx, o.orderid, kind);
  if (cents > limit) {
    const what = kind === 'refund' ? 'captured' : 'held';
    throw new AppError(Status.INVALID_REQUEST, `The amount ${formatMoney(cents)} is more than the ${formatMoney(limit)} ${what} for order ${o.orderid}.`);
  }
  const result = await askGateway(ctx, gatewayOrderId, kind, cents, limit);
  if ('failed' in result) throw new AppError(failureStatus(kind), `The card payment service ${unanswered(result.failed)}. Please try again.`);
  if (result.ok) {
    await ctx.db.transaction(async (tx) => {
      const at = ctx.clock.now();
      const reference = result.unconfirmed ? 'unconfirmed' : gatewayOrderId === o.gatewayOrderId ? o.gatewayReference : null;
      await recordPayment(tx, { orderid: o.orderid, kind: ledgerKind[kind], amountCents: cents, gatewayOrderId, gatewayReference: reference, who, at });
      await recordEvent(tx, { orderid: o.orderid, who, at, from: null, to: null, action: 'MODIFYTRANSACTION', what: `Card ${kind} of ${formatMoney(cents)} (${gatewayOrderId})${result.unconfirmed ? ', answer lost: taken as done' : ''}` });
      await notifyOrderChanged(tx, o.orderid);
    });
  }
  return result;
}
