import { eq, inArray } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { paymentAttempts } from '../../db/schema/checkout.js';
import { isGatewayError, type GatewayResult } from '../../payments/gateway.js';
import { recordEvent } from '../orders/event-repo.js';
import type { CheckoutDeps } from './deps.js';
import type { Attempt } from './reservation-repo.js';
import { formatMoney } from '@shop/contracts/money-format';

/** FAC's reason code of a refused modification. */
const MODIFICATION_FAILED = 1100;

const stateOf = (r: GatewayResult, current: Attempt['state']): Attempt['state'] => {
  if (current === 'REVERSED') return current;
  switch (r.outcome) {
    case 'approved':
      return 'APPROVED';
    case 'pending':
      return current === 'APPROVED' ? current : 'STARTED';
    case 'error':
      return 'ERROR';
    default:
      return 'DECLINED';
  }
};

/** Keeps what the gateway last said about a payment try (never the card number: the gateway masks it). */
export async function recordResult(db: Conn, a: Attempt, r: GatewayResult, at: Date): Promise<Attempt> {
  const approved = r.outcome === 'approved';
  const patch = {
    state: stateOf(r, a.state),
    responseCode: r.responseCode,
    reasonCode: r.reasonCode,
    reasonDescription: r.reasonDescription,
    authorizedCents: approved ? (r.authorizedCents ?? a.amountCents) : 0,
    authorizationNumber: r.authorizationNumber ?? a.authorizationNumber,
    referenceNumber: r.referenceNumber ?? a.referenceNumber,
    updatedAt: at,
  };
  if (r.outcome === 'pending' && a.state !== 'STARTED') return a;
  await db.update(paymentAttempts).set(patch).where(eq(paymentAttempts.id, a.id));
  return { ...a, ...patch };
}

/** Releases a card hold (FAC modification type 3); true when the gateway did it. Failures are logged for the sweep. */
export async function reverseHold(deps: CheckoutDeps, a: Attempt, orderid: string, who: string): Promise<boolean> {
  const amount = a.authorizedCents > 0 ? a.authorizedCents : a.amountCents;
  try {
    const res = await deps.gateway.reverse(a.gatewayOrderId, amount);
    const at = deps.clock.now();
    // FAC refuses a reversal (1100) of a hold that is no longer held: already reversed (an earlier answer was
    // lost), or lapsed. Holds that never became orders are never captured, so nothing is held any more.
    const gone = !res.ok && res.reasonCode === MODIFICATION_FAILED;
    if (!res.ok && !gone) {
      deps.log.warn({ orderid, gatewayOrderId: a.gatewayOrderId, reason: res.reasonCode }, 'card hold reversal refused');
      return false;
    }
    await deps.db.update(paymentAttempts).set({ state: 'REVERSED', updatedAt: at }).where(eq(paymentAttempts.id, a.id));
    const what = gone
      ? `Card hold ${a.gatewayOrderId} is no longer held by the gateway (reversal refused: ${res.reasonDescription})`
      : `Card hold of ${formatMoney(amount)} reversed (${a.gatewayOrderId})`;
    await recordEvent(deps.db, { orderid, who, at, from: 'APPROVED', to: 'REVERSED', what });
    return true;
  } catch (err) {
    if (!isGatewayError(err)) throw err;
    deps.log.warn({ orderid, gatewayOrderId: a.gatewayOrderId, kind: err.kind }, 'card hold reversal failed');
    return false;
  }
}

export type Settled = 'reversed' | 'nothing-held' | 'unsettled';

/**
 * Asks the gateway about a try that may hold funds and reverses it if it does; used for reservations that
 * will never become orders. 'unsettled' when the gateway could not tell or refused: the sweep tries again.
 */
export async function settleHold(deps: CheckoutDeps, a: Attempt, orderid: string, who: string): Promise<Settled> {
  let current = a;
  if (current.state === 'STARTED') {
    try {
      current = await recordResult(deps.db, current, await deps.gateway.status(current.gatewayOrderId), deps.clock.now());
    } catch (err) {
      if (!isGatewayError(err)) throw err;
      return 'unsettled';
    }
  }
  if (current.state === 'APPROVED') return (await reverseHold(deps, current, orderid, who)) ? 'reversed' : 'unsettled';
  return current.state === 'STARTED' ? 'unsettled' : 'nothing-held';
}

/** The payment tries of some reservations that may still hold funds. */
export const openAttemptsOf = (db: Conn, reservationIds: number[]) =>
  reservationIds.length === 0
    ? Promise.resolve([] as Attempt[])
    : db
        .select()
        .from(paymentAttempts)
        .where(inArray(paymentAttempts.reservationId, reservationIds))
        .then((rows) => rows.filter((a) => a.state === 'APPROVED' || a.state === 'STARTED'));
