import type { CallContext } from '../../calls/types.js';
import { sessionExpired } from '../../lib/app-error.js';

/** Who a reservation belongs to: the user, and for shared internal users (the guest) also the session. */
export interface Owner {
  username: string;
  session: string | null;
}

export function ownerOf(ctx: Pick<CallContext, 'user' | 'sessionHash'>): Owner {
  if (!ctx.user) throw sessionExpired();
  return { username: ctx.user.username, session: ctx.user.internal ? ctx.sessionHash : null };
}

export const owns = (o: Owner, row: { username: string; ownerSession: string | null }) =>
  row.username === o.username && (row.ownerSession === null || row.ownerSession === o.session);
