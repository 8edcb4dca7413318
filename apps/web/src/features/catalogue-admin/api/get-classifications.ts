import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** Every classification with its class type. */
export const useClassifications = () =>
  useQuery({ queryKey: ['getclassification'], queryFn: async () => (await call('getclassification', {})).classifications });
