import { eq } from 'drizzle-orm';
import { allows } from '@shop/contracts/access';
import type { Actor } from '@shop/contracts/order-actions';
import { transitionOf, type ProcessAction } from '@shop/contracts/order-flow';
import { Status } from '@shop/contracts/status';
import type { SessionUser } from '../../calls/types.js';
import type { Conn } from '../../db/client.js';
import { vendors } from '../../db/schema/catalogue.js';
import { AppError } from '../../lib/app-error.js';
import { owns, type Owner } from '../checkout/owner.js';
import type { OrderPartRow, OrderRow } from './order-repo.js';

/** The lounge a lounge operator works at: its airport and direction; null for anyone else. */
export async function loungeOf(db: Conn, user: SessionUser) {
  if (!user.roles.includes('loungeoperator') || !user.vendorid) return null;
  const rows = await db.select({ airportid: vendors.airportid, direction: vendors.direction }).from(vendors).where(eq(vendors.vendorid, user.vendorid)).limit(1);
  return rows[0] ?? null;
}

/**
 * Who may see an order: the shopper who placed it; staff of a store with a part in it; the agent carrying a
 * part; a lounge operator of the lounge it is collected at.
 */
export async function maySee(db: Conn, user: SessionUser, owner: Owner, o: OrderRow, parts: readonly OrderPartRow[]) {
  if (owns(owner, o)) return true;
  const staff = user.roles.includes('vendor') || user.roles.includes('loungeoperator');
  if (!staff) return false;
  if (parts.some((p) => inPart(user, p))) return true;
  return atLounge(db, user, o);
}

/** The part is the user's store's, or assigned to the user. */
export const inPart = (user: SessionUser, p: Pick<OrderPartRow, 'vendorid' | 'assignedto'>) => p.vendorid === user.vendorid || p.assignedto === user.username;

/** The user is a lounge operator of the lounge the order is collected at. */
export async function atLounge(db: Conn, user: SessionUser, o: Pick<OrderRow, 'airportid' | 'direction'>) {
  const lounge = await loungeOf(db, user);
  return !!lounge && lounge.airportid === o.airportid && lounge.direction === o.direction;
}

/** The caller as the shared order-actions rules see them (packages/contracts/src/order-actions.ts). */
export async function actorOf(db: Conn, user: SessionUser, o: Pick<OrderRow, 'airportid' | 'direction'>): Promise<Actor> {
  return { roles: user.roles, flags: user.flags, username: user.username, vendorid: user.vendorid, atLounge: await atLounge(db, user, o) };
}

/** The one answer to an order that does not exist or is not the caller's: the same, so ids cannot be probed. */
export const orderNotFound = () => new AppError(Status.NOT_FOUND, 'Order not found. It may not exist or may belong to another account.');

/**
 * Whether the caller may make an order-level action of the transition table: its access rule (roles and flags),
 * then its scope: `owner` is whoever may see the order; `lounge` a lounge operator of the order's lounge.
 */
export async function mayAct(db: Conn, user: SessionUser, owner: Owner, o: OrderRow, parts: readonly OrderPartRow[], action: ProcessAction) {
  const t = transitionOf(action);
  if (!allows(t.access, user)) return false;
  if (t.scope === 'lounge') {
    const lounge = await loungeOf(db, user);
    return !!lounge && lounge.airportid === o.airportid && lounge.direction === o.direction;
  }
  return maySee(db, user, owner, o, parts);
}
