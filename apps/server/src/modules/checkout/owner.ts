import type { CallContext } from '../../calls/types.js';
import { sessionExpired } from '../../lib/app-error.js';

/**
 * Who a reservation belongs to: the user, and for shared internal users (the guest) also the session.
 * `device` is the session the call came from: a counter's walk-in sale is written with it, so two tablets
 * signed in to one staff account each keep their own sale (a new sale ends only its own device's others).
 */
export interface Owner {
  username: string;
  session: string | null;
  device: string | null;
}

export function ownerOf(ctx: Pick<CallContext, 'user' | 'sessionHash'>): Owner {
  if (!ctx.user) throw sessionExpired();
  return { username: ctx.user.username, session: ctx.user.internal ? ctx.sessionHash : null, device: ctx.sessionHash ?? null };
}

/** The guest's rows are its session's; any other user's rows are all theirs, whichever device wrote them. */
export const owns = (o: Owner, row: { username: string; ownerSession: string | null }) =>
  row.username === o.username && (o.session === null || row.ownerSession === null || row.ownerSession === o.session);

/** The open reservations a new one ends: all of the owner's, but a walk-in sale only its own device's. */
export const endedByNew = (o: Owner, row: { walkin: boolean; ownerSession: string | null }) =>
  !row.walkin || row.ownerSession === null || row.ownerSession === o.device;

/** The session a new reservation is written with: the guest's own, or for a walk-in sale the counter's device. */
export const ownerSessionOf = (o: Owner, walkin: boolean) => o.session ?? (walkin ? o.device : null);
