import type { z } from 'zod';
import { creditCardSchema } from '@shop/contracts/checkout';
import { Status } from '@shop/contracts/status';
import type { CallRequestOut } from '../../calls/types.js';
import type { Conn } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isGatewayError } from '../../payments/gateway.js';
import { gatewayOrderIdOf } from '../checkout/ids.js';
import { gatewayFailed } from '../checkout/payment-service.js';
import { recordPayment } from '../orders/ledger-repo.js';
import { modifyCard } from './card.js';
import { cashIn, usd, type CashAmount } from './currency.js';

type Req = CallRequestOut<'processorder'>;

/** What is left to pay at the counter: nothing, cash to record with the change of status, or a card to charge. */
export type RestPlan = { kind: 'none' } | { kind: 'cash'; cash: CashAmount } | { kind: 'card'; cents: number; card: z.infer<typeof creditCardSchema> };

/**
 * How the part of the final amount the deposit does not cover is paid (back office 2.7, /order/payment): cash
 * in a currency of the table at its rate, or a card. Checked before any money moves.
 */
export async function planRest(deps: Pick<Deps, 'db'>, orderid: string, dueCents: number, req: Req): Promise<RestPlan> {
  if (dueCents <= 0) return { kind: 'none' };
  if (req.paymentMethod === 'cash') return { kind: 'cash', cash: await cashIn(deps.db, dueCents, req.currencycode, req.exchangerate) };
  if (req.paymentMethod !== 'card') {
    throw new AppError(Status.INVALID_REQUEST, `${usd(dueCents)} of order ${orderid} is above the deposit: please take it in cash or by card.`);
  }
  const card = creditCardSchema.safeParse(req.creditcard);
  if (!card.success) throw new AppError(Status.INVALID_REQUEST, card.error.issues[0]?.message ?? 'Please enter a valid cardnumber.');
  return { kind: 'card', cents: dueCents, card: card.data };
}

/** Charges a card for the rest now: authorised, then captured, both written to the ledger. */
export async function chargeCard(deps: Deps, orderid: string, plan: Extract<RestPlan, { kind: 'card' }>, who: string) {
  const { card: c, cents } = plan;
  const gatewayOrderId = gatewayOrderIdOf(orderid);
  let g;
  try {
    g = await deps.gateway.authorize({ orderId: gatewayOrderId, amountCents: cents, card: { number: c.cardnumber, holder: c.cardholder, expiry: c.expirydate, cvv: c.cvv } });
  } catch (err) {
    if (!isGatewayError(err)) throw err;
    // The answer may have been lost after the gateway held the money: release whatever it holds for this try.
    await deps.gateway.reverse(gatewayOrderId, cents).catch(() => undefined);
    throw gatewayFailed();
  }
  if (g.outcome !== 'approved') throw new AppError(Status.CARD_DECLINED, g.reasonDescription || 'The card was refused.');
  await recordPayment(deps.db, { orderid, kind: 'hold', amountCents: cents, gatewayOrderId, gatewayReference: g.referenceNumber, who, at: deps.clock.now() });
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
