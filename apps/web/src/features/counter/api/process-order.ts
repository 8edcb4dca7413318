import type { CallData, CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';

export type ProcessOrderRequest = CallRequest<'processorder'>;

/** One staff action on an order: check-out, refund, cancel (back office 4.5-4.7). */
export const processOrder = (request: ProcessOrderRequest): Promise<CallData<'processorder'>> => call('processorder', request);
