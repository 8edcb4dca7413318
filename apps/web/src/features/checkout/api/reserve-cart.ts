import type { CallData, CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';

export type Reservation = CallData<'reservecart'>;

/** Holds the cart's stock for 15 minutes; `reset` Y drops the caller's open reservation first. */
export const reserveCart = (request: CallRequest<'reservecart'>): Promise<Reservation> => call('reservecart', request);
