import type { CallRequest } from '@shop/contracts/calls';
import { confirmCart } from '../checkout/api/confirm-cart';
import { reserveCart } from '../checkout/api/reserve-cart';
import { cancelCart } from '../checkout/api/cancel-cart';
import { holdFunds } from '../checkout/api/hold-funds';
import { transactionStatus } from '../checkout/api/transaction-status';
import { buildPayment } from '../checkout/pay/build-payment';
import { runCardFlow } from '../payments/card-flow';
import type { PayOutcome } from '../payments/payment-outcome';
import type { PaymentWindow } from '../payments/payment-window';
import type { ChargeCard } from './card-forms';
import type { Cash } from './cash-form';

/** The checkout's parts; `noGuest` when the operator skipped the guest step (back office 6); `idseen` the
 * operator's word that ID was seen for alcohol or tobacco (decision 0130). */
type Parts = Parameters<typeof buildPayment>[0] & { noGuest?: boolean; idseen?: 'Y' | 'N' };

const calls = { reserveCart, transactionStatus, holdFunds, cancelCart, confirmCart, sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) };

/** The walk-in requests: the checkout's, with walkin Y, the signature and the way the guest pays. */
function walkIn(parts: Parts, signature: string, extra: Partial<CallRequest<'confirmcart'>>) {
  const p = buildPayment(parts);
  const guest = parts.noGuest ? undefined : p.confirm.guest;
  return { ...p, reservation: { ...p.reservation, walkin: 'Y' as const }, confirm: { ...p.confirm, guest, walkin: 'Y' as const, signature, idseen: parts.idseen ?? 'N', ...extra } };
}

/** A card sale through the FAC flow of back office 4.8: reserve, hold with 3-D Secure in the popup, confirm. */
export function cardSale(parts: Omit<Parts, 'card'>, card: ChargeCard, signature: string, win: PaymentWindow, resultOrigin: string): Promise<PayOutcome> {
  const p = walkIn({ ...parts, card }, signature, { paymentMethod: 'creditcard' });
  return runCardFlow({ ...p, resultOrigin, window: win }, calls);
}

/** A cash sale: reserve, then confirm at once with the currency and rate (no card at all). */
export async function cashSale(parts: Omit<Parts, 'card'>, cash: Cash, signature: string) {
  const p = walkIn({ ...parts, card: { cardholder: '', cardnumber: '', expirydate: '', cvv: '' } }, signature, { paymentMethod: 'cash', ...cash });
  const reserved = await reserveCart({ source: 'AIR', reservation: p.reservation, amount: p.amount, reset: 'Y' });
  const { payment } = p.confirm;
  try {
    return await confirmCart({ ...p.confirm, orderid: reserved.orderid, payment: { amount: payment.amount } });
  } catch (err) {
    await cancelCart(reserved.orderid).catch(() => undefined);
    throw err;
  }
}
