import { useState } from 'react';

/**
 * The latest answer for `scope`, kept while a new one loads or after one fails, so the filters a shopper
 * set stay on screen. Another scope (store or category) starts empty: its answer is not known yet.
 */
export function useLastAnswer<T>(value: T | undefined, scope: string): T | undefined {
  const [last, setLast] = useState<{ scope: string; value: T } | null>(null);
  if (value !== undefined && (last?.value !== value || last.scope !== scope)) setLast({ scope, value });
  if (value !== undefined) return value;
  return last?.scope === scope ? last.value : undefined;
}
