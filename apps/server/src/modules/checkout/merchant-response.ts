import type { ThreeDSResultMessage } from '@shop/contracts/checkout';
import { isGatewayError, type GatewayResult } from '../../payments/gateway.js';
import type { CheckoutDeps } from './deps.js';
import { recordResult, settleHold } from './holds.js';
import { findAttempt, findReservationById } from './reservation-repo.js';
import { findCounterHold } from '../counter/card-holds-repo.js';

/**
 * Handles the 3-D Secure result the gateway posts through the shopper's browser: the adapter checks the
 * signature and answers the gateway's own word on the payment (never the posted result code, which the
 * signature does not cover), kept on its payment try (idempotent: the browser may post twice), and
 * an approval for a reservation that has ended is reversed at once. Answers what the popup tells its opener.
 */
export async function handleMerchantResponse(deps: CheckoutDeps, fields: Record<string, string>): Promise<ThreeDSResultMessage> {
  let g: GatewayResult;
  try {
    g = await deps.gateway.parseAuthenticationResponse(fields);
  } catch (err) {
    if (!isGatewayError(err)) throw err;
    deps.log.warn({ kind: err.kind }, 'a 3-D Secure result failed its check');
    return { type: 'fac-3ds-result', orderid: '', responsecode: 3, reasoncode: 11, reasondescription: 'The payment answer could not be verified.' };
  }
  const a = await findAttempt(deps.db, g.orderId);
  const r = a ? await findReservationById(deps.db, a.reservationId) : undefined;
  // Pending: the gateway's own word could not be had yet; nothing is kept, the shop asks the gateway again later.
  if (a && r && g.outcome !== 'pending') {
    const recorded = await recordResult(deps.db, a, g, deps.clock.now());
    if (recorded.state === 'APPROVED' && r.state !== 'HELD' && r.state !== 'CONFIRMED') await settleHold(deps, recorded, r.orderid, 'system');
  }
  // A hold made at the lounge counter (holdrest) is for an order, not a reservation.
  const counter = r ? undefined : await findCounterHold(deps.db, g.orderId);
  return {
    type: 'fac-3ds-result',
    orderid: r?.orderid ?? counter?.orderid ?? '',
    responsecode: g.responseCode,
    reasoncode: g.reasonCode,
    reasondescription: g.reasonDescription,
  };
}
