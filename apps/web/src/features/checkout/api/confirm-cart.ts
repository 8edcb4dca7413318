import type { CallData, CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';

export type Confirmation = CallData<'confirmcart'>;

/** Turns the paid reservation into the order (idempotent); answers the order id, confirmation number and receipt file. */
export const confirmCart = (request: CallRequest<'confirmcart'>): Promise<Confirmation> => call('confirmcart', request);
