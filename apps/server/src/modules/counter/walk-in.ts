import { counterTexts } from '@shop/contracts/counter-texts';
import { Status } from '@shop/contracts/status';
import type { CallContext } from '../../calls/types.js';
import type { Conn } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { toCents } from '../../lib/money.js';
import { ageCheckOf, checkSameOrder, confirmCart, placeOrder, type ConfirmRequest } from '../checkout/confirm-service.js';
import { ownerOf } from '../checkout/owner.js';
import { holding, reservationOf } from '../checkout/payment-service.js';
import { recordEvent } from '../orders/event-repo.js';
import { paymentsOf } from '../orders/ledger-repo.js';
import { applyQuantities, findOrder, findOrderOfReservation, itemsOf, lockOrder, moveParts, partsOf, type OrderRow } from '../orders/order-repo.js';
import { modifyCard } from '../orders/card-move.js';
import { cashIn } from './currency.js';
import { cardsOf } from '../orders/ledger-view.js';
import { recordCash } from './pay-rest.js';
import { counterReceipt, receiptsOf } from './receipts.js';
import { saveSignature, signaturePng } from './signature.js';
import { formatMoney } from '@shop/contracts/money-format';

/** The guest takes a walk-in sale at the counter: every item handed over, the order checked out at once (0065). */
async function handOver(tx: Conn, order: OrderRow, who: string, at: Date, png: Buffer) {
  const items = await itemsOf(tx, order.orderid);
  await applyQuantities(tx, order.orderid, items.map((i) => ({ orderitemid: i.orderitemid, applied: i.quantity })));
  const stores = (await partsOf(tx, order.orderid)).map((p) => p.vendorid);
  await moveParts(tx, order.orderid, stores, { status: 'CHECKED OUT', at });
  await saveSignature(tx, order.orderid, png, who, at);
  await recordEvent(tx, { orderid: order.orderid, who, at, from: order.status, to: 'CHECKED OUT', what: 'Walk-in sale handed over at the counter', action: 'WALKIN' });
}

/** A cash sale: no card at all; the cash (currency, rate) is written with the order in one transaction. */
async function cashSale(ctx: CallContext, req: ConfirmRequest, png: Buffer) {
  const owner = ownerOf(ctx);
  const r = await reservationOf(ctx, owner, req.orderid);
  const existing = await findOrderOfReservation(ctx.db, r.id);
  if (existing) return existing;
  holding(r, ctx.clock.now());
  const lines = await checkSameOrder(ctx, r, req);
  if (toCents(req.payment.amount) !== r.totalCents) throw new AppError(Status.AMOUNT_CHANGED, `The amount to pay for order ${r.orderid} is ${formatMoney(r.totalCents)}.`);
  const ageCheck = await ageCheckOf(ctx, r, req, lines);
  const cash = await cashIn(ctx.db, r.totalCents, req.currencycode, req.exchangerate);
  const placed = await placeOrder(ctx, owner, r, req, {
    depositCents: 0,
    cardType: '',
    cardLast4: '',
    authorizationNumber: '',
    gatewayReference: '',
    gatewayOrderId: '',
    what: `Cash sale: ${formatMoney(cash.currencyCents, cash.currency)}`,
    ageCheck,
    lines,
    then: async (tx, order, at) => {
      await recordCash(tx, order.orderid, 'cash_in', cash, owner.username, at);
      await handOver(tx, order, owner.username, at, png);
    },
  });
  return placed.order;
}

/** A card sale: the 3-D Secure hold becomes the order, then the whole amount is captured and the goods handed over. */
async function cardSale(ctx: CallContext, req: ConfirmRequest, png: Buffer) {
  const placed = await confirmCart(ctx, ownerOf(ctx), req);
  const who = ctx.user!.username;
  const hold = cardsOf(await paymentsOf(ctx.db, placed.orderid)).find((c) => c.heldCents > 0);
  if (hold) {
    const done = await modifyCard(ctx, { orderid: placed.orderid, gatewayOrderId: hold.gatewayOrderId, kind: 'capture', cents: hold.heldCents, who });
    if (!done.ok) throw new AppError(Status.CARD_PAYMENT_FAILED, `The card of order ${placed.orderid} could not be charged: ${done.message}`);
  }
  await ctx.db.transaction(async (tx) => {
    const order = (await lockOrder(tx, placed.orderid))!;
    if (order.status !== 'CHECKED OUT') await handOver(tx, order, who, ctx.clock.now(), png);
  });
  return (await findOrder(ctx.db, placed.orderid))!;
}

/**
 * Walk-in confirmcart (back office 4.8, 7): lounge operators only, with the guest's signature; cash is written
 * directly, a card goes through the FAC flow first. Answers the sale receipt.
 */
export async function confirmWalkin(ctx: CallContext, req: ConfirmRequest) {
  if (!ctx.user?.roles.includes('loungeoperator')) throw new AppError(Status.FORBIDDEN, 'Walk-in sales and cash are taken by lounge operators only.');
  if (req.walkin !== 'Y') throw new AppError(Status.INVALID_REQUEST, 'Cash is taken for walk-in sales only.');
  if (!req.signature) throw new AppError(Status.INVALID_REQUEST, counterTexts.signatureRequired);
  const png = signaturePng(req.signature);
  const order = req.paymentMethod === 'cash' ? await cashSale(ctx, req, png) : await cardSale(ctx, req, png);
  const [sale] = (await receiptsOf(ctx.db, order.orderid)).filter((r) => r.kind === 'sale');
  const filename = sale?.filename ?? (await counterReceipt(ctx, order.orderid, 'sale', ctx.user.username));
  return { orderid: order.orderid, confirmationnumber: order.confirmationnumber, filename };
}
