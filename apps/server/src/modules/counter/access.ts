import { allows } from '@shop/contracts/access';
import { transitionOf, type OrderStatus, type ProcessAction } from '@shop/contracts/order-flow';
import { Status } from '@shop/contracts/status';
import type { CallContext, SessionUser } from '../../calls/types.js';
import { AppError, sessionExpired } from '../../lib/app-error.js';
import { refused } from '../orders/flow.js';
import { findOrder, partsOf, type OrderRow } from '../orders/order-repo.js';
import { loungeOf, maySee, orderNotFound } from '../orders/visibility.js';

/**
 * The order a counter action is about, once the caller may do it: the action's rule of the transition table
 * (roles and flags), the order at the caller's own lounge, and a status the table accepts.
 */
export async function counterOrder(ctx: CallContext, action: ProcessAction, orderid: string): Promise<{ order: OrderRow; user: SessionUser }> {
  const user = ctx.user;
  if (!user) throw sessionExpired();
  const t = transitionOf(action);
  const order = await findOrder(ctx.db, orderid);
  if (!order) throw orderNotFound();
  const lounge = await loungeOf(ctx.db, user);
  const here = !!lounge && lounge.airportid === order.airportid && lounge.direction === order.direction;
  const visible = t.scope === 'lounge' ? here : here || (await maySee(ctx.db, user, { username: user.username, session: null, device: null }, order, await partsOf(ctx.db, orderid)));
  if (!visible) throw orderNotFound();
  if (!allows(t.access, user)) throw new AppError(Status.FORBIDDEN, `You are not allowed to do ${action} on order ${orderid}.`);
  if (!t.from.includes(order.status as OrderStatus)) throw refused(action, orderid, order.status as OrderStatus);
  return { order, user };
}
