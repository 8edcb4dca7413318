import type { ProcessOrderRequest } from './api/process-order';

/** What /order/payment receives (back office 2.7): the order, the chargeable amount, cash or card, the action. */
export interface OrderPaymentState {
  order: { orderid: string; email: string };
  /** Dollars: what is left above the deposit on check-out, or the refund. */
  chargeableAmount: number;
  paymenttype: 'cash' | 'card';
  /** REFUNDABLEORDERS for a refund; check-out otherwise. */
  actiontype?: 'REFUNDABLEORDERS' | 'CHECKEDINORDERS';
  /** The processorder request the payment completes. */
  request: ProcessOrderRequest;
}

export const isOrderPaymentState = (s: unknown): s is OrderPaymentState =>
  typeof s === 'object' && s !== null && typeof (s as OrderPaymentState).request?.orderid === 'string';
