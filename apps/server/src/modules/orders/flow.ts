import { nextStatus, transitionOf, type OrderStatus, type ProcessAction } from '@shop/contracts/order-flow';
import { Status } from '@shop/contracts/status';
import type { Conn } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordEvent, type OrderEvent } from './event-repo.js';
import { notifyOrderChanged } from './notify.js';
import { lockOrder, moveParts, partsOf, type OrderRow } from './order-repo.js';

export interface Move {
  orderid: string;
  action: ProcessAction;
  who: string;
  at: Date;
  /** For part actions: the store whose part moves. Order actions move every live part. */
  vendorid?: string;
  /** The acting store is an express vendor (it delivers itself). */
  express?: boolean;
  /** The part is the collecting lounge's own goods, moved by that lounge (contracts order-actions.ts). */
  ownLounge?: boolean;
  /** The agent for ASSIGNFULFILLMENT / ASSIGNRETURN; the fulfilling user for an express fulfilment. */
  assignedto?: string | null;
  what: string;
  quantities?: OrderEvent['quantities'];
}

/** A refusal that names what changed, for the second of two staff acting on one order at once. */
export function refused(action: ProcessAction, orderid: string, current: OrderStatus): AppError {
  return new AppError(Status.CONFLICT, `Order ${orderid} is now ${current}: ${action} can no longer be done.`);
}

/**
 * Applies one transition of the table (packages/contracts/src/order-flow.ts) under the order's row lock, records
 * the event and notifies every server process. Run it inside the caller's transaction, after the caller's own
 * checks (access, scope, quantities); anything the table does not allow is refused with CONFLICT.
 */
export async function applyTransition(tx: Conn, m: Move): Promise<{ order: OrderRow; from: OrderStatus; to: OrderStatus }> {
  const order = await lockOrder(tx, m.orderid);
  if (!order) throw new AppError(Status.NOT_FOUND, 'Order not found.');
  const t = transitionOf(m.action);
  const parts = await partsOf(tx, m.orderid);
  const moving =
    t.level === 'part' ? parts.filter((p) => p.vendorid === m.vendorid) : parts.filter((p) => p.status !== 'CANCELLED');
  if (moving.length === 0) {
    if (t.level === 'order') throw refused(m.action, m.orderid, order.status as OrderStatus);
    throw new AppError(Status.NOT_FOUND, `Order ${m.orderid} has no part of store ${m.vendorid ?? ''}.`);
  }
  const from = (t.level === 'part' ? moving[0]!.status : order.status) as OrderStatus;
  const to = nextStatus(m.action, from, { express: m.express, ownLounge: m.ownLounge });
  if (!to) throw refused(m.action, m.orderid, from);
  const assignedto = m.assignedto === undefined ? undefined : m.assignedto;
  const status = t.to === null ? order.status : await moveParts(tx, m.orderid, moving.map((p) => p.vendorid), { status: to, assignedto, at: m.at });
  await recordEvent(tx, {
    orderid: m.orderid,
    who: m.who,
    at: m.at,
    from,
    to,
    what: m.what,
    action: m.action,
    vendorid: t.level === 'part' ? m.vendorid : undefined,
    assignedto: assignedto ?? null,
    quantities: m.quantities,
  });
  await notifyOrderChanged(tx, m.orderid);
  return { order: { ...order, status }, from, to };
}
