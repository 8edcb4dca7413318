import { getPaymentGateway } from '../checkout/api/get-payment-gateway';
import type { PaymentWindow } from '../payments/payment-window';
import { holdRest } from './api/hold-rest';
import type { ChargeCard } from './card-forms';
import type { ProcessOrderRequest } from './api/process-order';

/**
 * The rest of a check-out by card (back office 4.5, 4.8): held through 3-D Secure in the popup opened on the
 * click, then the check-out request carries the hold, which the server checks and captures. Null when the
 * popup was closed before the bank answered ('Window is closed': nothing is shown).
 */
export async function payRestByCard(request: ProcessOrderRequest, card: ChargeCard & { cardtype: string }, win: PaymentWindow): Promise<ProcessOrderRequest | null> {
  const action = request.processaction === 'FORCECHECKOUTORDER' ? 'FORCECHECKOUTORDER' : 'CHECKOUTORDER';
  const origin = new URL((await getPaymentGateway()).redirecturl, window.location.href).origin;
  const held = await holdRest({
    orderid: request.orderid,
    processaction: action,
    ordereditems: request.ordereditems,
    extraOrder: request.extraOrder,
    amount: request.amount,
    idseen: request.idseen,
    creditcard: card,
  });
  if (held.url) {
    win.open(held.url);
    const result = await win.result(origin, request.orderid);
    if (result.kind === 'closed') return null;
  }
  win.close();
  return { ...request, paymentMethod: 'card', transactionid: held.transactionid };
}
