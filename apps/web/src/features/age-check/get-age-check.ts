import { queryKeys } from '../../lib/query-keys';
import { useQuery } from '@tanstack/react-query';
import type { CallData } from '@shop/contracts/calls';
import { call } from '../../lib/api';

export type AgeCheck = CallData<'getagecheck'>;

/** Whether these products need the buyer's age (alcohol or tobacco), and the caller's kept date of birth. */
export const getAgeCheck = (productids: number[]): Promise<AgeCheck> => call('getagecheck', { productids });

/** The age check of a cart; off while the cart is empty. */
export const useAgeCheck = (productids: number[]) =>
  useQuery({ queryKey: queryKeys.ageCheck(productids), queryFn: () => getAgeCheck(productids), enabled: productids.length > 0, staleTime: 60_000 });
