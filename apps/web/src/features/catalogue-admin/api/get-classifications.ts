import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Every classification with its class type. */
export const useClassifications = () =>
  useQuery({ queryKey: queryKeys.classifications, queryFn: async () => (await call('getclassification', {})).classifications });
