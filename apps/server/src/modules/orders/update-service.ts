/**
 * updateorder: a cancellation (storefront 4 and 7, back office 4.7) and a change of flight (storefront 5).
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { canCancel, type OrderStatus } from '@shop/contracts/order-flow';
import type { updateOrderRequest } from '@shop/contracts/orders';
import { Status } from '@shop/contracts/status';
import type { CallContext } from '../../calls/types.js';
import { orders } from '../../db/schema/orders.js';
import { AppError, sessionExpired } from '../../lib/app-error.js';
import type { Owner } from '../checkout/owner.js';
import { returnStock } from '../checkout/reservation-repo.js';
import { addDays, localDate, localInstant } from '../flights/local-time.js';
import { validFlight } from '../flights/service.js';
import { limitCents, moveMoney } from './card-modification.js';
import { applyTransition, refused } from './flow.js';
import { paymentsOf, totalsOf } from './ledger-repo.js';
import { mailCancelled, mailFlightChanged } from './order-mail.js';
import { findOrder, itemsOf, partsOf } from './order-repo.js';
import { claimTransaction, closeTransaction, findTransaction, openTransaction } from './transaction-repo.js';
import { mayAct, orderNotFound } from './visibility.js';

type UpdateRequest = z.output<typeof updateOrderRequest>;

async function visibleOrder(ctx: CallContext, owner: Owner, orderid: string, action: 'CANCELORDER' | 'UPDATESCHEDULE') {
  if (!ctx.user) throw sessionExpired();
  const o = await findOrder(ctx.db, orderid);
  if (!o || !(await mayAct(ctx.db, ctx.user, owner, o, await partsOf(ctx.db, orderid), action))) throw orderNotFound();
  return { o, who: ctx.user.username };
}

/**
 * Cancels an order: releases whatever the card still holds (unless the caller's MODIFYTRANSACTION already did),
 * then, in one transaction under the order's lock, moves every part to CANCELLED and puts the stock back.
 * A refused or failed reversal leaves the order as it was. Two cancels racing: one step per order, so the
 * card is reversed once and the second is refused.
 */
export async function cancelOrder(ctx: CallContext, owner: Owner, orderid: string) {
  const { o, who } = await visibleOrder(ctx, owner, orderid, 'CANCELORDER');
  if (!canCancel(o.status as OrderStatus)) throw refused('CANCELORDER', orderid, o.status as OrderStatus);
  const step = await findTransaction(ctx.db, orderid);
  const mine = step?.who === who && step.action === 'CANCELORDER';
  if (!mine && !(await openTransaction(ctx.db, { orderid, action: 'CANCELORDER', who, startedAt: ctx.clock.now() }))) {
    throw new AppError(Status.CONFLICT, `Order ${orderid} is being processed by another request. Please try again in a moment.`);
  }
  const claimed = (await claimTransaction(ctx.db, orderid, who, 'STARTED', 'MODIFYING')) ?? (await claimTransaction(ctx.db, orderid, who, 'MODIFIED', 'MODIFYING'));
  if (!claimed) throw new AppError(Status.CONFLICT, `Order ${orderid} is being processed by another request. Please try again in a moment.`);
  try {
    const held = await limitCents(ctx, orderid, 'reverse');
    if (held > 0) {
      const r = await moveMoney(ctx, o, 'reverse', held, who);
      if (!r.ok) throw new AppError(Status.HELD_PAYMENT_REVERSAL_FAILED, r.reasonDescription || 'The card hold could not be released.');
    }
    await ctx.db.transaction(async (tx) => {
      const at = ctx.clock.now();
      await applyTransition(tx, { orderid, action: 'CANCELORDER', who, at, what: 'Order cancelled; stock back on the shelf' });
      await returnStock(tx, await itemsOf(tx, orderid));
      await closeTransaction(tx, orderid, who);
    });
    await mailCancelled(ctx, o, totalsOf(await paymentsOf(ctx.db, orderid)).reversedCents);
    return { message: 'Order Canceled' };
  } catch (err) {
    await claimTransaction(ctx.db, orderid, who, 'MODIFYING', 'STARTED');
    throw err;
  }
}

/** Moves an order to another flight of the same airport and direction, until staff have checked it in. */
export async function changeFlight(ctx: CallContext, owner: Owner, req: Extract<UpdateRequest, { actiontype: 'UPDATESCHEDULE' }>) {
  const { o, who } = await visibleOrder(ctx, owner, req.orderid, 'UPDATESCHEDULE');
  if (req.fromscheduleid !== o.scheduleid) {
    throw new AppError(Status.CONFLICT, `Order ${o.orderid} is no longer on flight ${req.fromscheduleid}. Please reload the order.`);
  }
  if (req.toscheduleid === o.scheduleid) throw new AppError(Status.INVALID_REQUEST, 'Please select a different flight.');
  const f = await validFlight(ctx, ctx.user!, o.direction, req.toscheduleid);
  if (f.date > addDays(localDate(ctx.clock.now()), 1)) throw new AppError(Status.FLIGHT_UNAVAILABLE, 'Please select a flight for today or tomorrow.');
  if (f.airportid !== o.airportid) throw new AppError(Status.FLIGHT_UNAVAILABLE, `The flight ${f.flightId} does not leave from this order's airport. Please select another flight.`);
  const after = await ctx.db.transaction(async (tx) => {
    const at = ctx.clock.now();
    const what = `Flight changed from ${o.flightid} to ${f.flightId}`;
    await applyTransition(tx, { orderid: o.orderid, action: 'UPDATESCHEDULE', who, at, what });
    const [row] = await tx
      .update(orders)
      .set({ scheduleid: f.scheduleId, airlineid: f.airlineid, flightid: f.flightId, flightTime: localInstant(f.date, f.time), updatedAt: at })
      .where(eq(orders.orderid, o.orderid))
      .returning();
    return row!;
  });
  await mailFlightChanged(ctx, o, after);
  return { message: 'Flight Updated' };
}

export function updateOrder(ctx: CallContext, owner: Owner, req: UpdateRequest) {
  return req.actiontype === 'CANCELORDER' ? cancelOrder(ctx, owner, req.orderid) : changeFlight(ctx, owner, req);
}
