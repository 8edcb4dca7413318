import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** One page of the caller's store's products, searched on the server. */
export const useStoreProducts = (req: CallRequest<'getstoreproducts'>, enabled = true) =>
  useQuery({ queryKey: queryKeys.storeProducts.list(req), queryFn: () => call('getstoreproducts', req), placeholderData: keepPreviousData, enabled });
