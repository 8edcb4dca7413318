import type { CallData } from '@shop/contracts/calls';
import { call } from '../../../lib/api';

/** Puts the reservation's stock back and releases any hold that never became an order. */
export const cancelCart = (orderid: string): Promise<CallData<'cancelcart'>> => call('cancelcart', { orderid });
