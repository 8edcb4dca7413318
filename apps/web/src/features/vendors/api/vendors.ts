import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export const vendorsQuery = queryOptions({ queryKey: queryKeys.vendors, queryFn: () => call('getvendor', {}) });
export const vendorMastersQuery = queryOptions({ queryKey: queryKeys.vendorMasters, queryFn: () => call('getvendormaster', {}) });

/** Every vendor (store), for the vendors list. */
export const useVendors = () => useQuery(vendorsQuery);
/** Every vendor master, for its list and the Parent Vendor choice. */
export const useVendorMasters = () => useQuery(vendorMastersQuery);

/** Saves (or deletes) a vendor, then forgets the lists that show it; answers the server's message. */
export function useSaveVendor() {
  const client = useQueryClient();
  return async (request: CallRequest<'updatevendor'>) => {
    const { message } = await call('updatevendor', request);
    await Promise.all([client.invalidateQueries({ queryKey: queryKeys.vendors }), client.invalidateQueries({ queryKey: queryKeys.history.all })]);
    return message;
  };
}

/** Saves (or deletes) a vendor master; its stores' names follow it, so both lists are forgotten. */
export function useSaveVendorMaster() {
  const client = useQueryClient();
  return async (request: CallRequest<'updatevendormaster'>) => {
    const { message } = await call('updatevendormaster', request);
    await Promise.all([queryKeys.vendorMasters, queryKeys.vendors, queryKeys.history.all].map((queryKey) => client.invalidateQueries({ queryKey })));
    return message;
  };
}
