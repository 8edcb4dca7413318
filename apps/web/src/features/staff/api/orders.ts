import { ANY_ORDER } from '@shop/contracts/order-flow';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useOrderChanges } from '../../live/use-order-changes';

export type OrderCard = CallData<'getorders'>['orders'][number];
export type OrderDetail = CallData<'getorder'>;

/**
 * Marks every staff view an order change touches as stale: the dashboard's counts, every queue and the order
 * (`*`: the live stream reconnected, any order may have changed). Screens on view read again at once; the
 * others when they are next shown, so no screen comes back with the counts it had before (issue #32 item 5).
 */
export function refreshOrderViews(qc: QueryClient, orderid: string) {
  void qc.invalidateQueries({ queryKey: queryKeys.orderCounts });
  void qc.invalidateQueries({ queryKey: queryKeys.orders.all });
  void qc.invalidateQueries({ queryKey: orderid === ANY_ORDER ? queryKeys.order.all : queryKeys.order.one(orderid) });
}

/** Listens to the live feed for as long as the screen shows, refreshing the staff views of each change. */
function useLiveOrderViews(onChange?: (orderid: string) => void) {
  const qc = useQueryClient();
  useOrderChanges((id) => {
    refreshOrderViews(qc, id);
    if (id !== ANY_ORDER) onChange?.(id);
  });
}

/** One page of a staff queue; refreshed whenever an order the user may see changes. */
export function useQueue(actiontype: string, page: number) {
  useLiveOrderViews();
  return useQuery({
    queryKey: queryKeys.orders.page(actiontype, page),
    queryFn: () => call('getorders', { actiontype: actiontype as CallRequest<'getorders'>['actiontype'], page }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The queue narrowed to one order id: what Scan Order finds beyond the page shown. */
export const findInQueue = (actiontype: string, orderid: string) =>
  call('getorders', { actiontype: actiontype as CallRequest<'getorders'>['actiontype'], orderid });

/** The dashboard's counts, live. `onChange` hears each changed order id too (the new-order sound). */
export function useQueueCounts(onChange?: (orderid: string) => void) {
  useLiveOrderViews(onChange);
  return useQuery({ queryKey: queryKeys.orderCounts, queryFn: () => call('getordercounts', {}), staleTime: 0 });
}

/** One order with its timeline, live. */
export function useOrder(orderid: string | undefined) {
  useLiveOrderViews();
  return useQuery({ queryKey: queryKeys.order.one(orderid ?? ''), queryFn: () => call('getorder', { orderid: orderid! }), enabled: !!orderid, staleTime: 0 });
}

/** The agents who may carry an order item's part. */
export const useAgents = (orderitemid: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.users.agents(orderitemid),
    queryFn: () => call('getusers', { orderitemid: orderitemid!, filter: 'Y' }),
    enabled: enabled && orderitemid !== undefined,
  });

/** One staff action; the user's own screens are refreshed at once, not only when the live feed tells them. */
export async function processOrder(qc: QueryClient, request: CallRequest<'processorder'>) {
  const done = await call('processorder', request);
  refreshOrderViews(qc, request.orderid);
  return done;
}
