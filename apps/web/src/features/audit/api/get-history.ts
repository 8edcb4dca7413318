import { useQuery } from '@tanstack/react-query';
import type { HistoryEntity, HistoryEntry } from '@shop/contracts/audit';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The change history of one item, oldest first. */
export async function getHistory(entity: HistoryEntity, entityid: string | number): Promise<HistoryEntry[]> {
  const data = await call('gethistory', { entity, entityid: String(entityid) });
  return data.history;
}

export const historyKey = (entity: HistoryEntity, entityid: string | number) => queryKeys.history.of(entity, entityid);

/** The history of the item being edited; refetched whenever a save invalidates ['gethistory']. */
export const useHistory = (entity: HistoryEntity, entityid: string | number) =>
  useQuery({ queryKey: historyKey(entity, entityid), queryFn: () => getHistory(entity, entityid) });
