import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@shop/contracts/calls';
import { call } from '../../../lib/api';
import { useSession } from '../../auth/session-store';
import { currenciesKey } from './get-currencies';

/** The exchange rate table with who set each rate, for the supervisor's screen; always asked afresh. */
export const useExchangeRates = () => useQuery({ queryKey: ['getexchangerates'], queryFn: () => call('getexchangerates', {}), staleTime: 0 });

/**
 * Sets one currency's rate; the table, every price shown in that currency and the item's history are asked
 * afresh, and the sign-in's copy of the rates is brought up to date. Answers the server's message.
 */
export function useSaveExchangeRate() {
  const client = useQueryClient();
  return async (request: CallRequest<'updateexchangerate'>) => {
    const { message, rate } = await call('updateexchangerate', request);
    const { detail, patch } = useSession.getState();
    if (detail) patch({ currencies: detail.currencies.map((c) => (c.currencycode === rate.currencycode ? { ...c, exchangerate: rate.exchangerate, setat: rate.setat } : c)) });
    await Promise.all([['getexchangerates'], currenciesKey, ['gethistory']].map((queryKey) => client.invalidateQueries({ queryKey })));
    return message;
  };
}
