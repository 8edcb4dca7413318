import { Status } from '@shop/contracts/status';
import type { CallRequestOut } from '../../calls/types.js';
import type { Conn } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isGatewayError } from '../../payments/gateway.js';
import { gatewayFailed } from '../checkout/payment-service.js';
import { recordPayment } from '../orders/ledger-repo.js';
import { modifyCard } from '../orders/card-move.js';
import { findCounterHold, markCounterHold } from './card-holds-repo.js';
import { cashIn, type CashAmount } from './currency.js';
import { formatMoney } from '@shop/contracts/money-format';

type Req = CallRequestOut<'processorder'>;

/** What is left to pay at the counter: nothing, cash to record with the change of status, or a card hold to capture. */
export type RestPlan = { kind: 'none' } | { kind: 'cash'; cash: CashAmount } | { kind: 'card'; cents: number; gatewayOrderId: string; reference: string | null };

/**
 * How the part of the final amount the deposit does not cover is paid (back office 2.7, 4.8, /order/payment): cash
 * in a currency of the table at its rate, or the card hold holdrest made through 3-D Secure for exactly that
 * amount, approved by the gateway. Checked before any money moves.
 */
export async function planRest(deps: Pick<Deps, 'db' | 'gateway'>, orderid: string, dueCents: number, req: Req): Promise<RestPlan> {
  if (dueCents <= 0) return { kind: 'none' };
  if (req.paymentMethod === 'cash') return { kind: 'cash', cash: await cashIn(deps.db, dueCents, req.currencycode, req.exchangerate) };
  if (req.paymentMethod !== 'card') {
    throw new AppError(Status.INVALID_REQUEST, `${formatMoney(dueCents)} of order ${orderid} is above the deposit: please take it in cash or by card.`);
  }
  if (!req.transactionid) throw new AppError(Status.INVALID_REQUEST, 'Please pay the rest by card first.');
  const h = await findCounterHold(deps.db, req.transactionid);
  if (!h || h.orderid !== orderid || h.state !== 'STARTED') throw new AppError(Status.INVALID_REQUEST, `The card payment ${req.transactionid} is not open for order ${orderid}. Please pay again.`);
  if (h.amountCents !== dueCents) throw new AppError(Status.AMOUNT_CHANGED, `The rest of order ${orderid} is now ${formatMoney(dueCents)}, not the ${formatMoney(h.amountCents)} held. Please pay again.`);
  let g;
  try {
    g = await deps.gateway.status(h.gatewayOrderId);
  } catch (err) {
    if (!isGatewayError(err)) throw err;
    throw gatewayFailed(err);
  }
  if (g.outcome !== 'approved') throw new AppError(Status.CARD_DECLINED, g.reasonDescription || 'The card payment was not approved.');
  if (g.authorizedCents !== null && g.authorizedCents !== dueCents) throw new AppError(Status.AMOUNT_CHANGED, 'The amount authorized does not match with the amount, please contact support.');
  return { kind: 'card', cents: dueCents, gatewayOrderId: h.gatewayOrderId, reference: g.referenceNumber };
}

/** Captures the card hold of the rest: the hold and the capture go to the ledger; a refused capture releases it. */
export async function chargeCard(deps: Deps, orderid: string, plan: Extract<RestPlan, { kind: 'card' }>, who: string) {
  const { gatewayOrderId, cents } = plan;
  if (!(await markCounterHold(deps.db, gatewayOrderId, 'USED'))) throw new AppError(Status.CONFLICT, `The card payment ${gatewayOrderId} was already used.`);
  await recordPayment(deps.db, { orderid, kind: 'hold', amountCents: cents, gatewayOrderId, gatewayReference: plan.reference, who, at: deps.clock.now() });
  const captured = await modifyCard(deps, { orderid, gatewayOrderId, kind: 'capture', cents, who });
  if (!captured.ok) {
    await modifyCard(deps, { orderid, gatewayOrderId, kind: 'reverse', cents, who });
    throw new AppError(Status.CARD_PAYMENT_FAILED, captured.message);
  }
}

/** Writes cash taken at the counter into the ledger (inside the change of status). */
export async function recordCash(tx: Conn, orderid: string, kind: 'cash_in' | 'cash_out', cash: CashAmount, who: string, at: Date) {
  await recordPayment(tx, { orderid, kind, amountCents: cash.usdCents, currency: cash.currency, rate: cash.rate, currencyCents: cash.currencyCents, who, at });
}
