import type { z } from 'zod';
import type { transactionStatusData } from '@shop/contracts/checkout';
import { Status } from '@shop/contracts/status';
import type { CallContext, CallRequestOut } from '../../calls/types.js';
import { paymentAttempts } from '../../db/schema/checkout.js';
import { AppError } from '../../lib/app-error.js';
import { toCents, toDollars } from '../../lib/money.js';
import { isGatewayError, MERCHANT_RESPONSE_PATH, type GatewayError, type GatewayResult } from '../../payments/gateway.js';
import { storeGatewayPage } from '../../payments/pages/page-store.js';
import { checkCard } from './card-rules.js';
import type { CheckoutDeps } from './deps.js';
import { openAttemptsOf, recordResult, settleHold } from './holds.js';
import { gatewayOrderIdOf } from './ids.js';
import { owns, type Owner } from './owner.js';
import { releaseReservation } from './release.js';
import { findReservation, latestAttempt, linesOf, type Attempt, type Reservation } from './reservation-repo.js';
import { checkBuyerAge } from '../age-check/service.js';
import { formatMoney } from '@shop/contracts/money-format';

/**
 * 115 in words that say what happened: only a gateway that was never heard from "did not answer"; one that
 * answered something the shop cannot use (an HTTP error, an unreadable or unverifiable answer) is said to have.
 */
export function gatewayFailed(err: GatewayError) {
  const what =
    err.kind === 'timeout' || err.kind === 'network'
      ? 'did not answer'
      : err.kind === 'signature'
        ? 'answered, but its answer could not be verified'
        : 'answered with an error';
  return new AppError(Status.CARD_GATEWAY_ERROR, `The payment service ${what}. Please try again later.`);
}

/** The caller's reservation by order id; 18 when it is unknown or someone else's. */
export async function reservationOf(deps: CheckoutDeps, owner: Owner, orderid: string): Promise<Reservation> {
  const r = await findReservation(deps.db, orderid);
  if (!r || !owns(owner, r)) throw new AppError(Status.RESERVATION_EXPIRED, `The order ${orderid} was not found. Please place the order again.`);
  return r;
}

export function holding(r: Reservation, now: Date) {
  if (r.state === 'HELD' && r.expiresAt > now) return;
  const why = r.state === 'CONFIRMED' ? 'is already confirmed' : r.state === 'CANCELLED' ? 'was cancelled' : 'has expired';
  throw new AppError(Status.RESERVATION_EXPIRED, `The reservation of order ${r.orderid} ${why}. Please place the order again.`);
}

/** Gives the stock of a reservation back and releases any card hold on it. */
export async function cancelCart(deps: CheckoutDeps, owner: Owner, orderid: string) {
  const r = await reservationOf(deps, owner, orderid);
  if (r.state === 'CONFIRMED') throw new AppError(Status.CONFLICT, `The order ${orderid} is already placed and cannot be cancelled here.`);
  await releaseReservation(deps.db, r, 'CANCELLED', owner.username, deps.clock.now());
  for (const a of await openAttemptsOf(deps.db, [r.id])) await settleHold(deps, a, r.orderid, owner.username);
  return { orderid, message: `The order ${orderid} was cancelled.` };
}

/** Where the 3-D Secure page posts its result: under PUBLIC_URL when set, else on the origin the browser is using. */
export const merchantResponseUrl = (ctx: Pick<CallContext, 'config' | 'origin'>) => `${ctx.config.PUBLIC_URL ?? ctx.origin}${MERCHANT_RESPONSE_PATH}`;

/** Starts 3-D Secure for a hold of the reservation's total (transaction code 0) and answers the page for the popup. */
export async function holdFunds(deps: CheckoutDeps, owner: Owner, responseUrl: string, ip: string, req: CallRequestOut<'holdfunds'>) {
  const now = deps.clock.now();
  const r = await reservationOf(deps, owner, req.orderid);
  holding(r, now);
  if (toCents(req.amount) !== r.totalCents) {
    throw new AppError(Status.AMOUNT_CHANGED, `The amount to pay for order ${r.orderid} is ${formatMoney(r.totalCents)}.`);
  }
  // A walk-in sale of alcohol or tobacco holds nothing on the guest's card until staff have seen ID, as holdrest.
  if (r.walkin) await checkBuyerAge(deps.db, deps.clock, (await linesOf(deps.db, r.id)).map((l) => l.productid), { username: r.username, walkin: true, idseen: req.idseen });
  const c = req.creditcard;
  const type = checkCard(c, now);
  if ((await openAttemptsOf(deps.db, [r.id])).some((a) => a.state === 'APPROVED')) {
    throw new AppError(Status.CONFLICT, `The order ${r.orderid} is already paid. Please confirm it.`);
  }
  const [attempt] = await deps.db
    .insert(paymentAttempts)
    .values({ reservationId: r.id, gatewayOrderId: gatewayOrderIdOf(r.orderid, deps.gateway.name), amountCents: r.totalCents, cardType: type, cardLast4: c.cardnumber.slice(-4), createdAt: now, updatedAt: now })
    .returning();
  let started;
  try {
    started = await deps.gateway.startAuthentication({
      orderId: attempt!.gatewayOrderId,
      reference: r.orderid,
      amountCents: r.totalCents,
      card: { number: c.cardnumber, holder: c.cardholder, expiry: c.expirydate, cvv: c.cvv },
      payer: req.guest && { firstName: req.guest.firstname, lastName: req.guest.lastname, email: req.guest.email, phone: req.guest.phone },
      ipAddress: ip,
      responseUrl,
    });
  } catch (err) {
    if (!isGatewayError(err)) throw err;
    deps.log.warn({ orderid: r.orderid, kind: err.kind }, 'holdfunds: the gateway failed');
    throw gatewayFailed(err);
  }
  if (started.kind === 'html') {
    // The page lives as long as the hold it asks for: the reservation's end.
    const url = await storeGatewayPage(deps.db, { gatewayOrderId: attempt!.gatewayOrderId, html: started.html, expiresAt: r.expiresAt, now: deps.clock.now() });
    return { orderid: r.orderid, amount: toDollars(r.totalCents), html: started.html, url };
  }
  await recordResult(deps.db, attempt!, started, deps.clock.now());
  throw new AppError(Status.CARD_DECLINED, started.reasonDescription || 'The card was refused.');
}

type StatusData = z.infer<typeof transactionStatusData>;

export function statusAnswer(orderid: string, a: Attempt | undefined, g: GatewayResult | null): StatusData {
  const approved = g?.outcome === 'approved';
  return {
    orderid,
    responsecode: g?.responseCode ?? 3,
    reasoncode: g?.reasonCode ?? 999,
    reasondescription: g?.reasonDescription ?? 'No Response',
    amount: approved ? toDollars(g.authorizedCents ?? a?.amountCents ?? 0) : 0,
    authorizationnumber: g?.authorizationNumber ?? '',
    originalresponsecode: g?.originalResponseCode ?? '',
    cardnumber: a ? `XXXXXXXXXXXX${a.cardLast4}` : '',
    referencenumber: g?.referenceNumber ?? '',
  };
}

/** The gateway's status of a payment try, kept on it; 115 when the gateway gives no trustworthy answer. */
export async function askGateway(deps: CheckoutDeps, a: Attempt): Promise<{ g: GatewayResult; recorded: Attempt }> {
  let g: GatewayResult;
  try {
    g = await deps.gateway.status(a.gatewayOrderId);
  } catch (err) {
    if (!isGatewayError(err)) throw err;
    throw gatewayFailed(err);
  }
  return { g, recorded: await recordResult(deps.db, a, g, deps.clock.now()) };
}

/** Asks the gateway about the reservation's latest payment try and keeps its answer; 999 when nothing was tried. */
export async function transactionStatus(deps: CheckoutDeps, owner: Owner, orderid: string) {
  const r = await reservationOf(deps, owner, orderid);
  const a = await latestAttempt(deps.db, r.id);
  if (!a) return statusAnswer(orderid, undefined, null);
  const { g, recorded } = await askGateway(deps, a);
  let reversed = recorded.state === 'REVERSED';
  // An approval that arrives after the reservation ended must not keep the shopper's money.
  if (recorded.state === 'APPROVED' && r.state !== 'HELD' && r.state !== 'CONFIRMED') {
    reversed = (await settleHold(deps, recorded, r.orderid, 'system')) === 'reversed';
  }
  return reversed ? releasedAnswer(orderid, recorded) : statusAnswer(orderid, a, g);
}

/** What a reversed hold was: the gateway still calls the attempt approved, but the shop gave the money back. */
export const releasedWords = (a: Attempt) => `The card hold of USD $${toDollars(a.authorizedCents > 0 ? a.authorizedCents : a.amountCents).toFixed(2)} was released.`;

/**
 * A payment try whose hold the shop reversed (the reservation ended first): not approved any more (3), with
 * the reversal's own success code (FAC 1101) and words saying the hold was released, never "approved".
 */
function releasedAnswer(orderid: string, a: Attempt): StatusData {
  return {
    ...statusAnswer(orderid, a, null),
    responsecode: 3,
    reasoncode: RELEASED_REASON_CODE,
    reasondescription: releasedWords(a),
    referencenumber: a.referenceNumber ?? '',
  };
}

/** FAC's reason code of a successful modification: here, the reversal that released the hold. */
const RELEASED_REASON_CODE = 1101;
