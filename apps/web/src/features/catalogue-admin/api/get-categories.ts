import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** Every category, active or not. */
export const useAdminCategories = () => useQuery({ queryKey: ['getcategory'], queryFn: async () => (await call('getcategory', {})).categories });
