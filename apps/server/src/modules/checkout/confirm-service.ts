import { eq } from 'drizzle-orm';
import { AMOUNT_MISMATCH_MESSAGE, walkInGuest } from '@shop/contracts/checkout';
import { PLACED } from '@shop/contracts/order-flow';
import { Status } from '@shop/contracts/status';
import type { CallRequestOut } from '../../calls/types.js';
import type { Conn } from '../../db/client.js';
import { reservations } from '../../db/schema/checkout.js';
import { AppError } from '../../lib/app-error.js';
import type { GatewayResult } from '../../payments/gateway.js';
import { checkBuyerAge, keepAgeCheck, type AgeCheck } from '../age-check/service.js';
import { recordEvents } from '../orders/event-repo.js';
import { recordPayment } from '../orders/ledger-repo.js';
import { notifyOrderChanged } from '../orders/notify.js';
import { findOrderOfReservation, insertOrder, type OrderRow } from '../orders/order-repo.js';
import { mailReceipt, writeReceipt } from '../receipts/receipt-service.js';
import type { CheckoutDeps } from './deps.js';
import { newConfirmationNumber, newReceiptFile } from './ids.js';
import type { Owner } from './owner.js';
import { askGateway, holding, releasedWords, reservationOf } from './payment-service.js';
import { mergeCart } from './reserve-service.js';
import { latestAttempt, linesOf, lockReservation, type Attempt, type Reservation, type ReservationLineRow } from './reservation-repo.js';

export type ConfirmRequest = CallRequestOut<'confirmcart'>;

const answer = (o: OrderRow) => ({ orderid: o.orderid, confirmationnumber: o.confirmationnumber, filename: o.receiptFile });
const invalid = (m: string) => new AppError(Status.INVALID_REQUEST, m);

/** Refuses a confirm whose flight or cart is not the reservation's; answers the reservation's lines (written once, never changed). */
export async function checkSameOrder(deps: CheckoutDeps, r: Reservation, req: ConfirmRequest): Promise<ReservationLineRow[]> {
  if (req.scheduleid !== r.scheduleid || req.direction !== r.direction) {
    throw invalid('The flight differs from the one the payment was started for. Please place the order again.');
  }
  const lines = await linesOf(deps.db, r.id);
  const cart = mergeCart(req.cart);
  const same = cart.length === lines.length && cart.every((c, i) => c.productid === lines[i]!.productid && c.quantity === lines[i]!.quantity);
  if (!same) throw invalid('The cart changed since the payment started. Please place the order again.');
  return lines;
}

/** The age rule for the reservation's goods (decision 0130), checked before any money is taken. */
export async function ageCheckOf(deps: CheckoutDeps, r: Reservation, req: ConfirmRequest, lines: readonly ReservationLineRow[]) {
  return checkBuyerAge(deps.db, deps.clock, lines.map((l) => l.productid), { username: r.username, walkin: r.walkin, dateofbirth: req.dateofbirth, idseen: req.idseen });
}

/** The gateway's word on the payment, always asked again: the popup's message is never trusted. */
async function approvedPayment(deps: CheckoutDeps, r: Reservation): Promise<{ a: Attempt; g: GatewayResult }> {
  const a = await latestAttempt(deps.db, r.id);
  if (!a) throw new AppError(Status.CARD_PAYMENT_FAILED, 'No payment was made for this order.');
  const { g, recorded } = await askGateway(deps, a);
  if (recorded.state === 'REVERSED') {
    throw new AppError(Status.CARD_PAYMENT_FAILED, `${releasedWords(recorded)} Order ${r.orderid} was not placed: please place the order again.`);
  }
  if (g.outcome !== 'approved' || recorded.state !== 'APPROVED') {
    throw new AppError(Status.CARD_PAYMENT_FAILED, g.reasonDescription || 'The payment was not approved.');
  }
  if ((g.authorizedCents ?? a.amountCents) !== r.totalCents) throw new AppError(Status.CARD_PAYMENT_FAILED, AMOUNT_MISMATCH_MESSAGE);
  return { a: recorded, g };
}

/** Refuses a reservation that has ended (18), saying so when its card hold was given back. */
async function refuseEnded(deps: CheckoutDeps, r: Reservation) {
  const a = await latestAttempt(deps.db, r.id);
  try {
    holding(r, deps.clock.now());
  } catch (err) {
    if (!(err instanceof AppError) || a?.state !== 'REVERSED') throw err;
    throw new AppError(err.code, `${err.message} ${releasedWords(a)}`);
  }
}

/**
 * Turns a paid reservation into its order exactly once: a repeated or concurrent confirm answers the same
 * order. The PDF receipt is made and mailed to the guest after the answer: the shopper's success page does not
 * wait for it, and getreceipt makes the file itself if asked first (docs/decisions/0111).
 */
export async function confirmCart(deps: CheckoutDeps, owner: Owner, req: ConfirmRequest) {
  const r = await reservationOf(deps, owner, req.orderid);
  const existing = await findOrderOfReservation(deps.db, r.id);
  if (existing) return answer(existing);
  if (r.state !== 'HELD') await refuseEnded(deps, r);
  const lines = await checkSameOrder(deps, r, req);
  const ageCheck = await ageCheckOf(deps, r, req, lines);
  const { a, g } = await approvedPayment(deps, r);

  const created = await placeOrder(deps, owner, r, req, {
    depositCents: g.authorizedCents ?? a.amountCents,
    cardType: a.cardType,
    cardLast4: a.cardLast4,
    authorizationNumber: g.authorizationNumber ?? a.authorizationNumber ?? '',
    gatewayReference: g.referenceNumber ?? a.referenceNumber ?? '',
    gatewayOrderId: a.gatewayOrderId,
    what: `Card hold ${a.gatewayOrderId} confirmed`,
    ageCheck,
    lines,
  });
  // A walk-in sale's receipt is the counter's, mailed from /order/receipt (sendreceipt).
  if (created.fresh && !created.order.walkin) void deps.afterAnswer.track(sendReceipt(deps, created.order));
  return answer(created.order);
}

/** How a placed order was paid: the card hold (deposit) or, for a cash sale at the counter, nothing held. */
export interface Placement {
  depositCents: number;
  cardType: string;
  cardLast4: string;
  authorizationNumber: string;
  gatewayReference: string;
  gatewayOrderId: string;
  what: string;
  /** Alcohol or tobacco: what the age check found (the order then shows "Check ID: 18+"). */
  ageCheck?: AgeCheck | null;
  /** The reservation's lines, as checkSameOrder answered them. */
  lines: readonly ReservationLineRow[];
  /** Runs inside the order's transaction (a cash sale records its cash and hands the goods over there). */
  then?: (tx: Conn, order: OrderRow, at: Date) => Promise<void>;
}

/** Turns a held reservation into its order in one transaction; a second confirm finds the first one's order. */
export async function placeOrder(deps: CheckoutDeps, owner: Owner, r: Reservation, req: ConfirmRequest, p: Placement) {
  return deps.db.transaction(async (tx) => {
    const row = await lockReservation(tx, r.id);
    const again = await findOrderOfReservation(tx, r.id);
    if (again) return { order: again, fresh: false };
    if (!row || row.state !== 'HELD') holding(row ?? r, deps.clock.now());
    const now = deps.clock.now();
    // Only a walk-in sale may go without its guest: the operator skipped the guest step (back office 6).
    const guest = req.guest ?? (r.walkin ? walkInGuest : null);
    if (!guest) throw invalid('First Name is Required.');
    const order = await insertOrder(
      tx,
      {
        orderid: r.orderid,
        confirmationnumber: newConfirmationNumber(),
        reservationId: r.id,
        username: r.username,
        ownerSession: r.ownerSession,
        guestFirstname: guest.firstname,
        guestLastname: guest.lastname,
        guestEmail: guest.email,
        guestPhone: guest.phone,
        airportid: r.airportid,
        direction: r.direction,
        scheduleid: r.scheduleid,
        airlineid: r.airlineid,
        flightid: r.flightid,
        flightTime: r.flightTime,
        walkin: r.walkin,
        subtotalCents: r.subtotalCents,
        taxCents: r.taxCents,
        totalCents: r.totalCents,
        depositCents: p.depositCents,
        status: PLACED,
        cardType: p.cardType,
        cardLast4: p.cardLast4,
        authorizationNumber: p.authorizationNumber,
        gatewayReference: p.gatewayReference,
        gatewayOrderId: p.gatewayOrderId,
        receiptFile: newReceiptFile(r.orderid),
        createdAt: now,
        updatedAt: now,
        ageCheck: !!p.ageCheck,
      },
      p.lines.map((l) => ({ productid: l.productid, vendorid: l.vendorid, productname: l.productname, unitcostCents: l.unitcostCents, taxrateBp: l.taxrateBp, quantity: l.quantity })),
    );
    await tx.update(reservations).set({ state: 'CONFIRMED', closedAt: now }).where(eq(reservations.id, r.id));
    if (p.ageCheck) await keepAgeCheck(tx, p.ageCheck);
    const event = { orderid: r.orderid, who: owner.username, at: now };
    await recordEvents(tx, [
      { ...event, from: 'HELD', to: 'CONFIRMED', what: p.what },
      { ...event, from: null, to: PLACED, what: 'Order placed', action: 'CONFIRMCART' },
      ...(p.ageCheck ? [{ ...event, from: null, to: null, what: p.ageCheck.what, action: 'AGECHECK' }] : []),
    ]);
    if (order.depositCents > 0) await recordPayment(tx, {
      orderid: r.orderid,
      kind: 'hold',
      amountCents: order.depositCents,
      gatewayOrderId: order.gatewayOrderId,
      gatewayReference: order.gatewayReference,
      who: owner.username,
      at: now,
    });
    await p.then?.(tx, order, now);
    await notifyOrderChanged(tx, r.orderid);
    return { order, fresh: true };
  });
}

/** Receipt trouble never undoes a paid order: it is logged, and getreceipt makes the file again on demand. */
export async function sendReceipt(deps: CheckoutDeps, o: OrderRow) {
  try {
    await mailReceipt(deps, o, await writeReceipt(deps, o));
  } catch (err) {
    deps.log.error({ err, orderid: o.orderid }, 'the receipt could not be made or mailed');
  }
}
