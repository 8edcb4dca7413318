import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** Every class type. */
export const useClassTypes = () => useQuery({ queryKey: ['getclasstype'], queryFn: async () => (await call('getclasstype', {})).classtypes });
