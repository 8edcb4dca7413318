import { useMutation } from '@tanstack/react-query';
import type { CallData, CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';

export type CheckCartItem = CallData<'checkcart'>['items'][number];

/** Current price, tax, stock and status of the cart's products. */
export const checkCart = (request: CallRequest<'checkcart'>): Promise<CallData<'checkcart'>> => call('checkcart', request);

/** The cart page's re-check; a mutation because its answer is applied to the cart, not cached. */
export const useCheckCart = () => useMutation({ mutationFn: checkCart });
