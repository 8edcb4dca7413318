import { ANY_ORDER } from '@shop/contracts/order-flow';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData } from '@shop/contracts/calls';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useOrderChanges } from '../../live/use-order-changes';

export type OrderList = CallData<'getorders'>;
export type OrderCardData = OrderList['orders'][number];
export type OrderDetailData = CallData<'getorder'>;
export type OrderEventData = OrderDetailData['events'][number];

export const myOrdersQuery = (page: number) =>
  queryOptions({ queryKey: queryKeys.orders.page('MYORDERS', page), queryFn: () => call('getorders', { actiontype: 'MYORDERS', page }) });

/** The shopper's own orders, a page of 10. */
export const useMyOrders = (page: number) => useQuery({ ...myOrdersQuery(page), placeholderData: (prev) => prev });

export const orderQuery = (orderid: string) =>
  queryOptions({ queryKey: queryKeys.order.one(orderid), queryFn: () => call('getorder', { orderid }), retry: false });

/** One order with its items and timeline; idle without an id. Read again the moment staff move it (live feed). */
export function useOrder(orderid: string | null) {
  const query = useQuery({ ...orderQuery(orderid ?? ''), enabled: Boolean(orderid) });
  useOrderChanges((id) => {
    if (id === orderid || id === ANY_ORDER) void query.refetch();
  });
  return query;
}
