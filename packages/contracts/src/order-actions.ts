/**
 * Which parts of an order a user may act on (issue #28 item 5, docs/decisions/0104): one answer the server
 * checks before it moves a part and the staff screens read to decide which parts, buttons and badges show.
 * Zod-free, so the web imports it.
 */
import { allows, type Principal } from './access.js';
import { transitionOf, type OrderStatus, type ProcessAction, type Queue, type Transition } from './order-flow.js';

/** The acting staff member, as both sides know them. */
export interface Actor extends Principal {
  username: string;
  vendorid: string | null;
  /** A lounge operator of the lounge this order is collected at (the server works it out; the web is told). */
  atLounge: boolean;
}

export interface ActPart {
  vendorid: string;
  status: OrderStatus;
  assignedto: string | null;
}

export interface ActOrder {
  parts: readonly ActPart[];
}

/**
 * The collecting lounge's own goods (lounge access, fast track) are already at the lounge: nobody carries them,
 * so the lounge's fulfilment checks them in and its return puts them straight back (the `loungeTo` statuses).
 */
export const isOwnLoungePart = (actor: Actor, p: Pick<ActPart, 'vendorid'>) =>
  actor.atLounge && actor.roles.includes('loungeoperator') && !!actor.vendorid && p.vendorid === actor.vendorid;

/** The lounge's own part still waits for the lounge's fulfilment: its check-in of other stores' goods waits too. */
const ownPartPending = (actor: Actor, o: ActOrder) => o.parts.some((p) => isOwnLoungePart(actor, p) && (p.status === 'UNPROCESSED' || p.status === 'FULFILLED'));

/** The statuses of the lounge's own part that hold back the Check In of the rest of the order. */
export const pendingOwnStatuses: readonly OrderStatus[] = ['UNPROCESSED', 'FULFILLED'];

/** The parts within a scope: the user's store's, the ones assigned to them, or at their lounge every store's. */
export function partsInScope(actor: Actor, o: ActOrder, scope: Transition['scope']): ActPart[] {
  switch (scope) {
    case 'store':
      return o.parts.filter((p) => !!actor.vendorid && p.vendorid === actor.vendorid);
    case 'assignee':
      return o.parts.filter((p) => p.assignedto === actor.username);
    case 'lounge':
      return actor.atLounge ? [...o.parts] : [];
    case 'owner':
      return [];
  }
}

/** The parts a queue shows this user: in its scope and, for a part queue, in one of its statuses. */
export function partsInQueue(actor: Actor, o: ActOrder, q: Queue): ActPart[] {
  const scoped = partsInScope(actor, o, q.scope);
  return q.level === 'part' ? scoped.filter((p) => q.statuses.includes(p.status)) : scoped;
}

/**
 * The parts this user may move with a part action now: the action's roles and flags, its scope, a status it
 * accepts, and for a check-in, the lounge's own goods fulfilled first. Empty for order actions.
 */
export function partsToAct(actor: Actor, o: ActOrder, action: ProcessAction): ActPart[] {
  const t = transitionOf(action);
  if (t.level !== 'part' || !allows(t.access, actor)) return [];
  if (action === 'CHECKINORDER' && ownPartPending(actor, o)) return [];
  return partsInScope(actor, o, t.scope).filter((p) => t.from.includes(p.status));
}

/** Why a check-in waits, in words for the lounge (null when it does not). */
export function checkInWaits(actor: Actor, o: ActOrder & { orderid: string }, storeName: string): string | null {
  return ownPartPending(actor, o) ? `Fulfill the ${storeName} items of order ${o.orderid} before checking it in.` : null;
}

/** Every part action this user may do on the order now, one entry per part. */
export function partActionsOn(actor: Actor, o: ActOrder, actions: readonly ProcessAction[]): { action: ProcessAction; vendorid: string }[] {
  return actions.flatMap((action) => partsToAct(actor, o, action).map((p) => ({ action, vendorid: p.vendorid })));
}

/**
 * The parts of the order this user acts on from a queue (the detail page's choice of store): for a queue whose
 * action moves parts, the parts they may move now; otherwise the parts the queue shows them. No queue, none.
 */
export function partsForQueue<P extends ActPart>(actor: Actor, o: { parts: readonly P[] }, q: Queue | undefined): P[] {
  if (!q) return [];
  const moves = q.action !== undefined && transitionOf(q.action).level === 'part';
  const ids = (moves ? partsToAct(actor, o, q.action!) : partsInQueue(actor, o, q)).map((p) => p.vendorid);
  return o.parts.filter((p) => ids.includes(p.vendorid));
}
