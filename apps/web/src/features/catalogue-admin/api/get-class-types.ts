import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Every class type. */
export const useClassTypes = () => useQuery({ queryKey: queryKeys.classTypes, queryFn: async () => (await call('getclasstype', {})).classtypes });
