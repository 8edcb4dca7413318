import { queryKeys } from '../../../lib/query-keys';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** One server-supplied page: its title and HTML (not yet sanitized). */
export async function getDocument(document: string) {
  return call('getdocument', { document });
}

export function useDocument(document: string | null) {
  return useQuery({
    queryKey: queryKeys.document(document),
    queryFn: () => getDocument(document ?? ''),
    enabled: Boolean(document),
    staleTime: 5 * 60_000,
  });
}
