import { useLocation } from 'react-router';

/** The order id a page was opened for (navigation state survives a reload); null without one. */
export function useOrderIdFromState(): string | null {
  const state: unknown = useLocation().state;
  const id = typeof state === 'object' && state !== null ? (state as { orderid?: unknown }).orderid : null;
  return typeof id === 'string' && id ? id : null;
}
