import { queryKeys } from '../../../lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AirportId, Direction } from '@shop/contracts/common';
import type { StoreSummary } from '@shop/contracts/catalogue';
import { call } from '../../../lib/api';

/** The stores of one airport and direction. */
export async function getStores(airportid: AirportId, direction: Direction): Promise<StoreSummary[]> {
  const data = await call('getstores', { airportid, direction });
  return data.stores;
}

export const storesQuery = (airportid: AirportId, direction: Direction) =>
  queryOptions({ queryKey: queryKeys.stores.of(airportid, direction), queryFn: () => getStores(airportid, direction) });

/** The stores of the chosen airport and direction; idle until both are chosen. */
export function useStores(airportid: AirportId | null, direction: Direction | null) {
  return useQuery({
    ...storesQuery(airportid ?? 'SIA', direction ?? 'D'),
    enabled: Boolean(airportid && direction),
  });
}
