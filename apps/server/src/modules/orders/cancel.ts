import { Status } from '@shop/contracts/status';
import type { CallContext } from '../../calls/types.js';
import { AppError } from '../../lib/app-error.js';
import { returnStock } from '../checkout/reservation-repo.js';
import { cardsOf } from './ledger-view.js';
import { modifyCard } from './card-move.js';
import { applyTransition } from './flow.js';
import { paymentsOf, totalsOf } from './ledger-repo.js';
import { mailCancelled } from './order-mail.js';
import { itemsOf, lockOrder, type OrderRow } from './order-repo.js';
import { withStep } from './step.js';

/**
 * Cancels an order, by its shopper (updateorder, storefront 4 and 7) or by staff (processorder, back office
 * 4.7), as the order's one gateway step (step.ts): first each card gets back what it still holds (a reversal)
 * or paid (a refund); then, in one
 * transaction under the order's lock, every part moves to CANCELLED and the stock goes back on the shelf;
 * then the guest is mailed. A card the gateway refuses leaves the order, its stock and its ledger as they
 * were. Two cancels racing: one step per order, so the card is given back once and the second is refused.
 * The callers check who may cancel which order. A reversal sent in a CANCELORDER step (processcard
 * MODIFYTRANSACTION type 3) is this same cancel (card-modification.ts): a hold is never released on its own.
 */
export async function cancelOrder(ctx: CallContext, o: OrderRow, who: string, what: string) {
  const { message } = await withStep(ctx, o.orderid, 'CANCELORDER', who, () => cancelInStep(ctx, o, who, what));
  return { message };
}

/**
 * The cancel itself, inside a CANCELORDER step the caller holds (claimed, MODIFYING): cards given back, the order
 * and its parts CANCELLED, the stock back, the guest mailed. Answers what went back to the cards.
 */
export async function cancelInStep(ctx: CallContext, o: OrderRow, who: string, what: string) {
  const before = totalsOf(await paymentsOf(ctx.db, o.orderid));
  for (const card of cardsOf(await paymentsOf(ctx.db, o.orderid))) {
    const kind = card.heldCents > 0 ? 'reverse' : card.capturedCents > card.refundedCents ? 'refund' : null;
    if (!kind) continue;
    const cents = kind === 'reverse' ? card.heldCents : card.capturedCents - card.refundedCents;
    const done = await modifyCard(ctx, { orderid: o.orderid, gatewayOrderId: card.gatewayOrderId, kind, cents, who });
    if (!done.ok) throw new AppError(Status.HELD_PAYMENT_REVERSAL_FAILED, `The card payment of order ${o.orderid} could not be released: ${done.message}`);
  }
  await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, o.orderid);
    await applyTransition(tx, { orderid: o.orderid, action: 'CANCELORDER', who, at: ctx.clock.now(), what });
    await returnStock(tx, (await itemsOf(tx, o.orderid)).map((i) => ({ productid: i.productid, quantity: i.quantity })));
  });
  const after = totalsOf(await paymentsOf(ctx.db, o.orderid));
  await mailCancelled(ctx, o, after.reversedCents);
  return { message: 'Order Canceled', releasedCents: after.reversedCents - before.reversedCents, refundedCents: after.refundedCents - before.refundedCents };
}
