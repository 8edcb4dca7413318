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
import {addDays, airportDate, airportInstant} from '@shop/contracts/airport-time';
import { validFlight } from '../flights/service.js';
import { cancelOrder } from './cancel.js';
import { applyTransition, refused } from './flow.js';
import { mailFlightChanged } from './order-mail.js';
import { findOrder, partsOf } from './order-repo.js';
import { closeCancelStep } from './transaction-repo.js';
import { mayAct, orderNotFound } from './visibility.js';

type UpdateRequest = z.output<typeof updateOrderRequest>;

async function visibleOrder(ctx: CallContext, owner: Owner, orderid: string, action: 'CANCELORDER' | 'UPDATESCHEDULE') {
  if (!ctx.user) throw sessionExpired();
  const o = await findOrder(ctx.db, orderid);
  if (!o || !(await mayAct(ctx.db, ctx.user, owner, o, await partsOf(ctx.db, orderid), action))) throw orderNotFound();
  return { o, who: ctx.user.username };
}

/** A shopper's (or staff's) cancellation through updateorder: the orders' one cancel (cancel.ts). */
async function cancelByOwner(ctx: CallContext, owner: Owner, orderid: string) {
  const { o, who } = await visibleOrder(ctx, owner, orderid, 'CANCELORDER');
  // The caller's own reversal in its CANCELORDER step already cancelled the order (modify-transaction.ts).
  if (o.status === 'CANCELLED' && (await closeCancelStep(ctx.db, orderid, who))) return { message: 'Order Canceled' };
  if (!canCancel(o.status as OrderStatus)) throw refused('CANCELORDER', orderid, o.status as OrderStatus);
  return cancelOrder(ctx, o, who, 'Order cancelled; stock back on the shelf');
}

/** Moves an order to another flight of the same airport and direction, until staff have checked it in. */
export async function changeFlight(ctx: CallContext, owner: Owner, req: Extract<UpdateRequest, { actiontype: 'UPDATESCHEDULE' }>) {
  const { o, who } = await visibleOrder(ctx, owner, req.orderid, 'UPDATESCHEDULE');
  if (req.fromscheduleid !== o.scheduleid) {
    throw new AppError(Status.CONFLICT, `Order ${o.orderid} is no longer on flight ${req.fromscheduleid}. Please reload the order.`);
  }
  if (req.toscheduleid === o.scheduleid) throw new AppError(Status.INVALID_REQUEST, 'Please select a different flight.');
  const f = await validFlight(ctx, ctx.user!, o.direction, req.toscheduleid);
  if (f.date > addDays(airportDate(ctx.clock.now()), 1)) throw new AppError(Status.FLIGHT_UNAVAILABLE, 'Please select a flight for today or tomorrow.');
  if (f.airportid !== o.airportid) throw new AppError(Status.FLIGHT_UNAVAILABLE, `The flight ${f.flightId} does not leave from this order's airport. Please select another flight.`);
  const after = await ctx.db.transaction(async (tx) => {
    const at = ctx.clock.now();
    const what = `Flight changed from ${o.flightid} to ${f.flightId}`;
    await applyTransition(tx, { orderid: o.orderid, action: 'UPDATESCHEDULE', who, at, what });
    const [row] = await tx
      .update(orders)
      .set({ scheduleid: f.scheduleId, airlineid: f.airlineid, flightid: f.flightId, flightTime: airportInstant(f.date, f.time), updatedAt: at })
      .where(eq(orders.orderid, o.orderid))
      .returning();
    return row!;
  });
  await mailFlightChanged(ctx, o, after);
  return { message: 'Flight Updated' };
}

export function updateOrder(ctx: CallContext, owner: Owner, req: UpdateRequest) {
  return req.actiontype === 'CANCELORDER' ? cancelByOwner(ctx, owner, req.orderid) : changeFlight(ctx, owner, req);
}
