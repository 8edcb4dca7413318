import { counterTexts } from '@shop/contracts/counter-texts';
import { Status } from '@shop/contracts/status';
import type { CallContext, CallRequestOut } from '../../calls/types.js';
import { AppError } from '../../lib/app-error.js';
import { returnStock } from '../checkout/reservation-repo.js';
import { applyTransition } from '../orders/flow.js';
import { paymentsOf } from '../orders/ledger-repo.js';
import { itemsOf, lockOrder, type OrderRow } from '../orders/order-repo.js';
import { counterOrder } from './access.js';
import { extrasOf, type PricedLine } from './extras.js';
import { withStep } from '../orders/step.js';
import { modifyCard } from '../orders/card-move.js';
import { cashIn } from './currency.js';
import { cardsOf, paidCents } from '../orders/ledger-view.js';
import { centsOf, quantitiesOf, sameAmount } from './lines.js';
import { recordCash } from './pay-rest.js';
import { counterReceipt } from './receipts.js';
import { formatMoney } from '@shop/contracts/money-format';

type Req = CallRequestOut<'processorder'>;

/** The card a refund goes back to must be the order's: its last 4 digits. */
function sameCard(order: OrderRow, req: Req) {
  const c = req.creditcard;
  if (!c) throw new AppError(Status.INVALID_REQUEST, 'Card Number is required.');
  if (!('authorizationnumber' in c)) throw new AppError(Status.INVALID_REQUEST, 'Authorization Number is required.');
  if (order.cardLast4 && c.cardnumber !== order.cardLast4) {
    throw new AppError(Status.INVALID_REQUEST, `The card ending ${c.cardnumber} did not pay for order ${order.orderid}.`);
  }
}

/** The extra items given back (extraOrder on a refund): only products added at the counter, up to the quantity added. */
function returnedExtras(extras: PricedLine[], given: { productid: number; quantity: number }[]) {
  const byProduct = new Map<number, number>();
  for (const g of given) byProduct.set(g.productid, (byProduct.get(g.productid) ?? 0) + g.quantity);
  for (const id of byProduct.keys()) {
    if (!extras.some((e) => e.productid === id)) throw new AppError(Status.INVALID_REQUEST, `Product ${id} was not added to this order at the counter.`);
  }
  return extras.map((e) => {
    const q = byProduct.get(e.productid) ?? 0;
    if (q > e.quantity) throw new AppError(Status.INVALID_REQUEST, `The quantity of ${e.productname} can be at most ${e.quantity}.`);
    return { ...e, quantity: q };
  });
}

/** Gives card money back (FAC type 2) against the captured transactions, oldest first, never above what each captured. */
async function refundCards(ctx: CallContext, orderid: string, cents: number, who: string) {
  let left = cents;
  for (const card of cardsOf(await paymentsOf(ctx.db, orderid))) {
    const refundable = card.capturedCents - card.refundedCents;
    const take = Math.min(left, refundable);
    if (take <= 0) continue;
    const done = await modifyCard(ctx, { orderid, gatewayOrderId: card.gatewayOrderId, kind: 'refund', cents: take, who });
    if (!done.ok) throw new AppError(Status.CARD_PAYMENT_FAILED, `The card refund of order ${orderid} failed: ${done.message}`);
    left -= take;
    if (left === 0) return;
  }
}

/** REFUNDORDER (back office 4.6): gives the guest money back for quantities returned, in cash or to the card. */
export async function refund(ctx: CallContext, req: Req) {
  const { order, user } = await counterOrder(ctx, 'REFUNDORDER', req.orderid);
  return withStep(ctx, order.orderid, 'REFUNDORDER', user.username, async () => {
    const items = await itemsOf(ctx.db, order.orderid);
    const back = quantitiesOf(items, req.ordereditems, (i) => i.appliedQuantity ?? i.quantity, () => 0);
    const extrasBack = returnedExtras(await extrasOf(ctx.db, order.orderid), req.extraOrder);
    const cents = centsOf([...back.map((b) => ({ ...b.item, quantity: b.quantity })), ...extrasBack]);
    if (cents === 0) throw new AppError(Status.INVALID_REQUEST, counterTexts.refundQuantity);
    sameAmount(req.amount, cents, `The refund of order ${order.orderid}`);

    const ledger = await paymentsOf(ctx.db, order.orderid);
    const paid = paidCents(ledger);
    const onCards = cardsOf(ledger).reduce((n, c) => n + c.capturedCents - c.refundedCents, 0);
    const limit = req.paymentMethod === 'card' ? Math.min(paid, onCards) : paid;
    if (cents > limit) {
      const what = req.paymentMethod === 'card' ? 'captured on the card' : 'paid';
      throw new AppError(Status.INVALID_REQUEST, `The refund of ${formatMoney(cents)} is more than the ${formatMoney(limit)} ${what} for order ${order.orderid}.`);
    }
    if (req.paymentMethod === 'card') sameCard(order, req);
    else if (req.paymentMethod !== 'cash') throw new AppError(Status.INVALID_REQUEST, 'Please choose Cash or Card.');
    const cash = req.paymentMethod === 'cash' ? await cashIn(ctx.db, cents, req.currencycode, req.exchangerate) : null;
    if (!cash) await refundCards(ctx, order.orderid, cents, user.username);

    await ctx.db.transaction(async (tx) => {
      const at = ctx.clock.now();
      const locked = await lockOrder(tx, order.orderid);
      if (cash) await recordCash(tx, order.orderid, 'cash_out', cash, user.username, at);
      // The refunded goods go back on the shelf, unless the returns chain already brought the order's goods back
      // (RETURNED: CHECKINRETURN restocked them); items added at the counter never go through that chain.
      const goods = locked?.status === 'RETURNED' ? [] : back.map((b) => ({ productid: b.item.productid, quantity: b.quantity }));
      await returnStock(tx, [...goods, ...extrasBack].filter((l) => l.quantity > 0));
      await applyTransition(tx, {
        orderid: order.orderid,
        action: 'REFUNDORDER',
        who: user.username,
        at,
        what: `Refunded ${formatMoney(cents)} ${cash ? `in cash (${cash.currency})` : 'to the card'}${extrasBack.some((e) => e.quantity > 0) ? `, with ${extrasBack.filter((e) => e.quantity > 0).map((e) => `${e.quantity} x ${e.productname}`).join(', ')} added at the counter` : ''}`,
        quantities: back.filter((b) => b.quantity > 0).map((b) => ({ orderitemid: b.item.orderitemid, ordered: b.item.quantity, applied: b.quantity })),
      });
    });
    const filename = await counterReceipt(ctx, order.orderid, 'refund', user.username, { refunded: back.map((b) => ({ orderitemid: b.item.orderitemid, quantity: b.quantity })), extras: extrasBack, refundCents: cents });
    return { message: 'Refund Success', filename };
  });
}
