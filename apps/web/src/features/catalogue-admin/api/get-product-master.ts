import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** A page of the product master, searched on the server (parents only or sellable only when asked). */
export const useProductMaster = (req: CallRequest<'getproductmaster'>, enabled = true) =>
  useQuery({ queryKey: queryKeys.productMaster.list(req), queryFn: () => call('getproductmaster', req), placeholderData: keepPreviousData, enabled });
