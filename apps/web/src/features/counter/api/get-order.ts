import { useQuery } from '@tanstack/react-query';
import type { CallData } from '@shop/contracts/calls';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export type OrderDetail = CallData<'getorder'>['order'];

/** One order with its items, for the counter's check-out and refund. */
export const useOrder = (orderid: string) =>
  useQuery({ queryKey: queryKeys.order.one(orderid), queryFn: () => call('getorder', { orderid }), enabled: !!orderid, retry: false });
