import { Status } from '@shop/contracts/status';
import type { CallContext, CallRequestOut } from '../../calls/types.js';
import { AppError } from '../../lib/app-error.js';
import { returnStock } from '../checkout/reservation-repo.js';
import { applyTransition } from '../orders/flow.js';
import { paymentsOf } from '../orders/ledger-repo.js';
import { itemsOf, lockOrder } from '../orders/order-repo.js';
import { counterOrder } from './access.js';
import { withStep } from './step.js';
import { modifyCard } from './card.js';
import { cardsOf } from './ledger-view.js';

type Req = CallRequestOut<'processorder'>;

/**
 * CANCELORDER by staff (back office 4.7): the card hold is reversed (FAC type 3) first; only then is the order
 * cancelled and its stock put back. A reversal the gateway refuses leaves the order as it was, with the message.
 */
export async function staffCancel(ctx: CallContext, req: Req) {
  const { order, user } = await counterOrder(ctx, 'CANCELORDER', req.orderid);
  return withStep(ctx, order.orderid, 'CANCELORDER', user.username, async () => {
    for (const card of cardsOf(await paymentsOf(ctx.db, order.orderid))) {
      const kind = card.heldCents > 0 ? 'reverse' : card.capturedCents > card.refundedCents ? 'refund' : null;
      if (!kind) continue;
      const cents = kind === 'reverse' ? card.heldCents : card.capturedCents - card.refundedCents;
      const done = await modifyCard(ctx, { orderid: order.orderid, gatewayOrderId: card.gatewayOrderId, kind, cents, who: user.username });
      if (!done.ok) throw new AppError(Status.HELD_PAYMENT_REVERSAL_FAILED, `The card payment of order ${order.orderid} could not be released: ${done.message}`);
    }
    await ctx.db.transaction(async (tx) => {
      await lockOrder(tx, order.orderid);
      await applyTransition(tx, { orderid: order.orderid, action: 'CANCELORDER', who: user.username, at: ctx.clock.now(), what: 'Cancelled by staff; card hold released' });
      await returnStock(tx, (await itemsOf(tx, order.orderid)).map((i) => ({ productid: i.productid, quantity: i.quantity })));
    });
    return { message: 'Order Canceled' };
  });
}
