import { and, eq, inArray } from 'drizzle-orm';
import { allows } from '@shop/contracts/access';
import { appliedRange, queues, transitionOf, type OrderStatus, type ProcessAction } from '@shop/contracts/order-flow';
import { checkInWaits, isOwnLoungePart, partsInScope, partsToAct, type Actor } from '@shop/contracts/order-actions';
import { Status } from '@shop/contracts/status';
import type { CallContext, CallRequestOut, SessionUser } from '../../calls/types.js';
import type { Conn } from '../../db/client.js';
import { vendors } from '../../db/schema/catalogue.js';
import { orderItems } from '../../db/schema/orders.js';
import { AppError, invalid } from '../../lib/app-error.js';
import { ownerOf, type Owner } from '../checkout/owner.js';
import { returnStock } from '../checkout/reservation-repo.js';
import { agentsOfStore } from './agents.js';
import { applyTransition, refused } from './flow.js';
import { readyForCollectionMail } from './mails.js';
import { applyQuantities, itemsOf, lockOrder, partsOf, type OrderItemRow, type OrderPartRow } from './order-repo.js';
import { actorOf, maySee, orderNotFound } from './visibility.js';

type ProcessRequest = CallRequestOut<'processorder'>;
export const SELECT_AGENT = 'Please select an agent.';

const doneOf = (action: ProcessAction, express: boolean) => {
  const q = queues.find((x) => x.action === action);
  return (express && q?.expressDone) || q?.done || action;
};

/**
 * The part the caller acts on: one of the parts the shared rules let them move (contracts order-actions.ts),
 * the one the request names (vendorid; a check-in's carrier from the QR code's orderid|assignedto). When none
 * may move, the part in scope that was asked for, so the refusal names its status.
 */
function partInScope(actor: Actor, parts: OrderPartRow[], action: ProcessAction, req: ProcessRequest) {
  const t = transitionOf(action);
  const named = (p: { vendorid: string; assignedto: string | null }) =>
    (!req.vendorid || p.vendorid === req.vendorid) && (action !== 'CHECKINORDER' || !req.assignto || p.assignedto === req.assignto);
  const view = { parts: parts.map((p) => ({ vendorid: p.vendorid, status: p.status as OrderStatus, assignedto: p.assignedto })) };
  const movable = partsToAct(actor, view, action).filter(named);
  const scoped = partsInScope(actor, view, t.scope).filter((p) => t.scope === 'store' || named(p));
  const chosen = movable[0] ?? scoped[0];
  return chosen && parts.find((p) => p.vendorid === chosen.vendorid);
}

/** The applied quantities of a fulfilment (back office 4.4): every item of the part, each within its bounds. */
function fulfilment(items: OrderItemRow[], req: ProcessRequest) {
  const given = new Map(req.ordereditems.map((i) => [i.orderitemid, i.processedquantity]));
  const applied = items.map((i) => {
    const q = given.get(i.orderitemid);
    const { minamount, maxamount } = appliedRange('UNPROCESSED', { orderedamount: i.quantity, appliedamount: i.appliedQuantity });
    if (q === undefined) throw invalid(`Please choose the quantity of ${i.productname}.`);
    if (q < minamount || q > maxamount) throw invalid(`The quantity of ${i.productname} must be between ${minamount} and ${maxamount}.`);
    return { orderitemid: i.orderitemid, applied: q, ordered: i.quantity };
  });
  if (applied.every((a) => a.applied === 0)) throw invalid('Please choose at least one item to fulfil the order.');
  return applied;
}

/** Who the part is assigned to after the action: undefined keeps the assignee. */
function assigneeAfter(action: ProcessAction, express: boolean, user: SessionUser, agent: string | undefined): string | null | undefined {
  switch (action) {
    case 'FULFILLORDER':
      return express ? user.username : undefined;
    case 'ASSIGNFULFILLMENT':
    case 'ASSIGNRETURN':
      return agent;
    case 'CANCELFULFILLED':
    case 'CANCELASSIGNEDFULFILLMENT':
    case 'CANCELASSIGNEDRETURN':
      return null;
    case 'CANCELCONFIRMEDFULFILLMENT':
      return express ? null : undefined;
    default:
      return undefined;
  }
}

/**
 * One store's part moves one step (FULFILLORDER..CANCELCHECKIN of back office 4.1): the caller's flags and scope,
 * the agent, the applied quantities, then the table's transition under the order's row lock. Returned goods go
 * back on the shelf; the guest is mailed when the last part is checked in.
 */
export async function movePart(db: Conn, user: SessionUser, owner: Owner, now: Date, req: ProcessRequest) {
  const action = req.processaction;
  const t = transitionOf(action);
  if (t.level !== 'part') throw invalid('Please choose a valid action.');
  if (!allows(t.access, user)) throw new AppError(Status.FORBIDDEN, 'You may not do this order action.');
  return db.transaction(async (tx) => {
    const o = await lockOrder(tx, req.orderid);
    if (!o) throw orderNotFound();
    const parts = await partsOf(tx, o.orderid);
    if (!(await maySee(tx, user, owner, o, parts))) throw orderNotFound();
    const actor = await actorOf(tx, user, o);
    const part = partInScope(actor, parts, action, req);
    if (!part && t.scope === 'store') throw new AppError(Status.FORBIDDEN, 'This order holds no goods of your store.');
    if (!part) throw refused(action, o.orderid, o.status as OrderStatus);
    if (!t.from.includes(part.status as OrderStatus)) throw refused(action, o.orderid, part.status as OrderStatus);
    const [store] = await tx.select({ express: vendors.express, name: vendors.vendorname }).from(vendors).where(eq(vendors.vendorid, part.vendorid));
    const ownLounge = isOwnLoungePart(actor, part);
    if (action === 'CHECKINORDER') {
      const [own] = ownLounge ? [store] : await tx.select({ name: vendors.vendorname }).from(vendors).where(eq(vendors.vendorid, user.vendorid ?? ''));
      const waits = checkInWaits(actor, { orderid: o.orderid, parts: parts.map((p) => ({ ...p, status: p.status as OrderStatus })) }, own?.name ?? 'lounge');
      if (waits) throw new AppError(Status.CONFLICT, waits);
    }
    const express = !!store?.express && !ownLounge;
    let agent: string | undefined;
    if (t.needsAgent) {
      agent = req.assignto || undefined;
      if (!agent) throw invalid('Please select an agent.');
      const agents = await agentsOfStore(tx, part.vendorid);
      if (!agents.some((a) => a.username === agent)) throw invalid('Please select an agent of the store whose goods these are.');
    }
    const items = (await itemsOf(tx, o.orderid)).filter((i) => i.vendorid === part.vendorid);
    let quantities: { orderitemid: number; ordered: number; applied: number }[] | undefined;
    if (action === 'FULFILLORDER') {
      quantities = fulfilment(items, req);
      await applyQuantities(tx, o.orderid, quantities);
    }
    if (action === 'CANCELFULFILLED' || (action === 'CANCELCONFIRMEDFULFILLMENT' && express)) {
      await tx.update(orderItems).set({ appliedQuantity: null }).where(and(eq(orderItems.orderid, o.orderid), inArray(orderItems.orderitemid, items.map((i) => i.orderitemid))));
    }
    const done = doneOf(action, express);
    const moved = await applyTransition(tx, {
      orderid: o.orderid,
      action,
      who: user.username,
      at: now,
      vendorid: part.vendorid,
      express,
      ownLounge,
      assignedto: ownLounge ? null : assigneeAfter(action, express, user, agent),
      what: `${done}: ${store?.name ?? part.vendorid}`,
      quantities,
    });
    if (moved.to === 'RETURNED') {
      await returnStock(tx, items.map((i) => ({ productid: i.productid, quantity: i.appliedQuantity ?? i.quantity })).filter((l) => l.quantity > 0));
    }
    return { moved, done };
  });
}

/** processorder for a part action; mails the guest when the last part is checked in. */
export async function processPartAction(ctx: CallContext, req: ProcessRequest) {
  const action = req.processaction;
  const result = await movePart(ctx.db, ctx.user!, ownerOf(ctx), ctx.clock.now(), req);
  if (action === 'CHECKINORDER' && result.moved.order.status === 'CHECKED IN') {
    try {
      await ctx.mailer.send(readyForCollectionMail(result.moved.order));
    } catch (err) {
      ctx.log.error({ err, orderid: req.orderid }, 'the ready-for-collection mail could not be sent');
    }
  }
  return { message: result.done };
}
