import { queryKeys } from '../../../lib/query-keys';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The lounge price list of one market (JAM): departure, arrival and bundle, adult and child. */
export async function getPriceList(market: string) {
  const data = await call('getmarkets', {});
  return data.markets.find((m) => m.market === market)?.pricelist ?? [];
}

export function usePriceList(market = 'JAM') {
  return useQuery({ queryKey: queryKeys.markets(market), queryFn: () => getPriceList(market), staleTime: 10 * 60_000 });
}
