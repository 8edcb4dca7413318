import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Every category, active or not. */
export const useAdminCategories = () => useQuery({ queryKey: queryKeys.categories, queryFn: async () => (await call('getcategory', {})).categories });
