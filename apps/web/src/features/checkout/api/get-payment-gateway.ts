import type { CallData } from '@shop/contracts/calls';
import { call } from '../../../lib/api';

export type PaymentGateway = CallData<'getpaymentgateway'>;

let cached: Promise<PaymentGateway> | null = null;

/** Which gateway takes cards (FAC) and where its 3-D Secure page returns; asked once a visit. */
export function getPaymentGateway(): Promise<PaymentGateway> {
  cached ??= call('getpaymentgateway', {}).catch((err: unknown) => {
    cached = null;
    throw err;
  });
  return cached;
}
