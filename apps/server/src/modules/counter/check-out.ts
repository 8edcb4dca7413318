import { ageTexts } from '@shop/contracts/age-rules';
import { counterTexts } from '@shop/contracts/counter-texts';
import { Status } from '@shop/contracts/status';
import type { CallContext, CallRequestOut } from '../../calls/types.js';
import { AppError } from '../../lib/app-error.js';
import { recordEvent } from '../orders/event-repo.js';
import { applyTransition } from '../orders/flow.js';
import { paymentsOf, recordPayment } from '../orders/ledger-repo.js';
import { applyQuantities, lockOrder } from '../orders/order-repo.js';
import { counterOrder } from './access.js';
import { withStep } from '../orders/step.js';
import { modifyCard } from '../orders/card-move.js';
import { releaseCounterHolds } from './card-rest.js';
import { checkOutDue } from './check-out-due.js';
import { requireIdSeen } from './id-seen.js';
import { addExtras } from './extras.js';
import { cardsOf } from '../orders/ledger-view.js';
import { chargeCard, planRest, recordCash } from './pay-rest.js';
import { counterReceipt } from './receipts.js';
import { saveSignature, signatureOf, signaturePng } from './signature.js';
import { formatMoney } from '@shop/contracts/money-format';

type Req = CallRequestOut<'processorder'>;

/**
 * Charges the held card for the final amount, or releases it (back office 4.5, docs/decisions/0067): the part
 * of the deposit not used is released with the capture; a zero total reverses the hold.
 */
async function settleHold(ctx: CallContext, orderid: string, dueCents: number, who: string): Promise<number> {
  const hold = cardsOf(await paymentsOf(ctx.db, orderid)).find((c) => c.heldCents > 0);
  if (!hold) return 0;
  const take = Math.min(dueCents, hold.heldCents);
  const kind = take > 0 ? 'capture' : 'reverse';
  const done = await modifyCard(ctx, { orderid, gatewayOrderId: hold.gatewayOrderId, kind, cents: take > 0 ? take : hold.heldCents, who });
  if (!done.ok) throw new AppError(Status.HELD_PAYMENT_FAILED, `The held payment of order ${orderid} could not be ${take > 0 ? 'charged' : 'released'}: ${done.message}`);
  if (take > 0 && take < hold.heldCents) {
    // FAC releases what a capture leaves of the hold; the ledger says so, or the order would look held.
    await recordPayment(ctx.db, { orderid, kind: 'reversal', amountCents: hold.heldCents - take, gatewayOrderId: hold.gatewayOrderId, gatewayReference: 'released with capture', who, at: ctx.clock.now() });
  }
  return take;
}

/** CHECKOUTORDER / FORCECHECKOUTORDER: the guest collects the order at the lounge and pays its final amount. */
export async function checkOut(ctx: CallContext, req: Req) {
  const action = req.processaction === 'FORCECHECKOUTORDER' ? 'FORCECHECKOUTORDER' : 'CHECKOUTORDER';
  const { order, user } = await counterOrder(ctx, action, req.orderid);
  requireIdSeen(order, req.idseen);
  return withStep(ctx, order.orderid, action, user.username, async () => {
    const { applied, extras, finalCents, due, rest: restCents } = await checkOutDue(ctx, order, req, action);
    const png = req.signature ? signaturePng(req.signature) : null;
    if (finalCents > 0 && !png && !(await signatureOf(ctx.db, order.orderid))) throw new AppError(Status.INVALID_REQUEST, counterTexts.signatureRequired);

    const rest = await planRest(ctx, order.orderid, restCents, req);
    if (action === 'CHECKOUTORDER') await settleHold(ctx, order.orderid, due, user.username);
    if (rest.kind === 'card') await chargeCard(ctx, order.orderid, rest, user.username);

    await ctx.db.transaction(async (tx) => {
      const at = ctx.clock.now();
      await lockOrder(tx, order.orderid);
      await applyQuantities(tx, order.orderid, applied.map((a) => ({ orderitemid: a.item.orderitemid, applied: a.quantity })));
      await addExtras(tx, order.orderid, extras, at);
      if (png) await saveSignature(tx, order.orderid, png, user.username, at);
      if (order.ageCheck) await recordEvent(tx, { orderid: order.orderid, who: user.username, at, from: null, to: null, what: ageTexts.idSeenEvent, action: 'IDCHECK' });
      if (rest.kind === 'cash') await recordCash(tx, order.orderid, 'cash_in', rest.cash, user.username, at);
      await applyTransition(tx, {
        orderid: order.orderid,
        action,
        who: user.username,
        at,
        what: `Checked out for ${formatMoney(finalCents)}${extras.length ? ` with ${extras.length} extra item(s)` : ''}`,
        quantities: applied.map((a) => ({ orderitemid: a.item.orderitemid, ordered: a.item.quantity, applied: a.quantity })),
      });
    });
    const filename = await counterReceipt(ctx, order.orderid, 'checkout', user.username);
    return { message: counterTexts.checkedOut, filename };
  });
}

/** CANCELCHECKOUTORDER: a failed check-out is given up; the order stays checked in at the lounge. */
export async function cancelCheckOut(ctx: CallContext, req: Req) {
  const { order, user } = await counterOrder(ctx, 'CANCELCHECKOUTORDER', req.orderid);
  await releaseCounterHolds(ctx, order.orderid);
  await ctx.db.transaction((tx) =>
    applyTransition(tx, { orderid: order.orderid, action: 'CANCELCHECKOUTORDER', who: user.username, at: ctx.clock.now(), what: 'Check-out cancelled' }),
  );
  return { message: `The check-out of order ${order.orderid} was cancelled.` };
}
