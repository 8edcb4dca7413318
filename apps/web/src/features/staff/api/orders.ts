import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';
import { useOrderChanges } from '../../live/use-order-changes';

export type OrderCard = CallData<'getorders'>['orders'][number];
export type OrderDetail = CallData<'getorder'>;

/** One page of a staff queue; refreshed whenever an order the user may see changes. */
export function useQueue(actiontype: string, page: number) {
  const qc = useQueryClient();
  useOrderChanges(() => void qc.invalidateQueries({ queryKey: ['getorders', actiontype] }));
  return useQuery({
    queryKey: ['getorders', actiontype, page],
    queryFn: () => call('getorders', { actiontype: actiontype as CallRequest<'getorders'>['actiontype'], page }),
    placeholderData: keepPreviousData,
  });
}

/** The queue narrowed to one order id: what Scan Order finds beyond the page shown. */
export const findInQueue = (actiontype: string, orderid: string) =>
  call('getorders', { actiontype: actiontype as CallRequest<'getorders'>['actiontype'], orderid });

/** The dashboard's counts, live. `onChange` hears each changed order id too (the new-order sound). */
export function useQueueCounts(onChange?: (orderid: string) => void) {
  const qc = useQueryClient();
  useOrderChanges((id) => {
    void qc.invalidateQueries({ queryKey: ['getordercounts'] });
    onChange?.(id);
  });
  return useQuery({ queryKey: ['getordercounts'], queryFn: () => call('getordercounts', {}) });
}

/** One order with its timeline, live. */
export function useOrder(orderid: string | undefined) {
  const qc = useQueryClient();
  useOrderChanges((id) => {
    if (id === orderid) void qc.invalidateQueries({ queryKey: ['getorder', orderid] });
  });
  return useQuery({ queryKey: ['getorder', orderid], queryFn: () => call('getorder', { orderid: orderid! }), enabled: !!orderid });
}

/** The agents who may carry an order item's part. */
export const useAgents = (orderitemid: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['getusers', orderitemid],
    queryFn: () => call('getusers', { orderitemid: orderitemid!, filter: 'Y' }),
    enabled: enabled && orderitemid !== undefined,
  });

export const processOrder = (request: CallRequest<'processorder'>) => call('processorder', request);
