/**
 * The order's journey (docs/decisions/0060): one table both sides read. The server refuses any transition not in
 * it (inside a transaction that locks the order row); the screens read it to decide which queues and buttons show.
 * Zod-free, so the web imports it.
 *
 * An order holds items of one or more stores. Each store's share is a *part* that moves through the vendor's
 * queues on its own (fulfil, assign, confirm, check in at the lounge). The order's own status is read from its
 * parts (`orderStatusOf`): the least advanced part, so an order is CHECKED IN only when every part is.
 * Check-out, refunds, cancellation and a flight change act on the whole order.
 */
import { anyOf, type Access, type PermissionFlag, type Role } from './access.js';

export const orderStatuses = [
  'UNPROCESSED',
  'FULFILLED',
  'ASSIGNED',
  'WIP',
  'CHECKED IN',
  'CHECKED OUT',
  'RETURN ASSIGNED',
  'RETURN CONFIRMED',
  'RETURNED',
  'REFUNDED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The status a confirmed order (and each of its parts) starts in: the vendors' Fulfill Orders queue. */
export const PLACED: OrderStatus = 'UNPROCESSED';

/** No edit of the flight and no cancel in these (storefront section 2, back office 2.4). */
export const closedStatuses: readonly OrderStatus[] = ['CANCELLED', 'CHECKED OUT', 'REFUNDED'];
/** A flight change is refused once staff have checked the order in (or anything later: the list runs in journey order). */
export const flightLockedStatuses: readonly OrderStatus[] = orderStatuses.slice(orderStatuses.indexOf('CHECKED IN'));

export const canCancel = (s: OrderStatus) => !closedStatuses.includes(s);
export const canChangeFlight = (s: OrderStatus) => !flightLockedStatuses.includes(s);

/** The order's status from its parts: all cancelled is CANCELLED; otherwise the least advanced live part. */
export function orderStatusOf(parts: readonly OrderStatus[]): OrderStatus {
  const live = parts.filter((p) => p !== 'CANCELLED');
  if (live.length === 0) return 'CANCELLED';
  return live.reduce((a, b) => (orderStatuses.indexOf(b) < orderStatuses.indexOf(a) ? b : a));
}

/** The shopper's progress steps (my orders timeline). */
export const progressSteps = ['placed', 'being prepared', 'at the lounge', 'collected', 'cancelled'] as const;
export type ProgressStep = (typeof progressSteps)[number];

export function progressOf(s: OrderStatus): ProgressStep {
  switch (s) {
    case 'UNPROCESSED':
      return 'placed';
    case 'FULFILLED':
    case 'ASSIGNED':
    case 'WIP':
      return 'being prepared';
    case 'CHECKED IN':
      return 'at the lounge';
    case 'CANCELLED':
      return 'cancelled';
    default:
      return 'collected';
  }
}

/** processorder's processaction values (back office 4.1) and updateorder's actiontype values. */
export const processActions = [
  'FULFILLORDER',
  'ASSIGNFULFILLMENT',
  'CONFIRMFULFILLMENT',
  'CHECKINORDER',
  'ASSIGNRETURN',
  'CONFIRMRETURN',
  'CHECKINRETURN',
  'CANCELFULFILLED',
  'CANCELASSIGNEDFULFILLMENT',
  'CANCELCONFIRMEDFULFILLMENT',
  'CANCELASSIGNEDRETURN',
  'CANCELCHECKIN',
  'CHECKOUTORDER',
  'FORCECHECKOUTORDER',
  'CANCELCHECKOUTORDER',
  'REFUNDORDER',
  'CANCELORDER',
  'UPDATESCHEDULE',
] as const;
export type ProcessAction = (typeof processActions)[number];

/**
 * Whose orders an action or queue touches:
 * - store: parts of the caller's own store (vendorid);
 * - lounge: orders collected at the caller's lounge (its airport and direction);
 * - assignee: parts assigned to the caller;
 * - owner: the shopper's own orders (and staff of a store or lounge the order concerns).
 */
export type FlowScope = 'store' | 'lounge' | 'assignee' | 'owner';

export interface Transition {
  action: ProcessAction;
  /** part: one store's share moves; order: the whole order (every live part) moves. */
  level: 'part' | 'order';
  from: readonly OrderStatus[];
  /** The status given; `null` keeps the status (a flight change). */
  to: OrderStatus | null;
  /** Express vendors deliver themselves: their fulfilment skips assignment, their cancel and return steps differ. */
  expressTo?: OrderStatus;
  /** The collecting lounge's own part (order-actions.ts): nothing to carry, so it skips the carrier's steps. */
  loungeTo?: OrderStatus;
  access: Access;
  scope: FlowScope;
  /** The request must name an agent (assignto): 'Please select an agent.' */
  needsAgent?: boolean;
}

const staff = (roles: Role[], ...flags: PermissionFlag[]) => anyOf({ roles, flags });
const V: Role[] = ['vendor'];
const L: Role[] = ['loungeoperator'];
const VL: Role[] = ['vendor', 'loungeoperator'];
const live: OrderStatus[] = ['UNPROCESSED', 'FULFILLED', 'ASSIGNED', 'WIP', 'CHECKED IN'];

/** Every allowed transition. Anything not here is refused. */
export const transitions: readonly Transition[] = [
  { action: 'FULFILLORDER', level: 'part', from: ['UNPROCESSED'], to: 'FULFILLED', expressTo: 'WIP', loungeTo: 'CHECKED IN', access: staff(VL, 'fulfillmentallowed'), scope: 'store' },
  { action: 'ASSIGNFULFILLMENT', level: 'part', from: ['FULFILLED'], to: 'ASSIGNED', access: staff(V, 'assignmentallowed'), scope: 'store', needsAgent: true },
  { action: 'CONFIRMFULFILLMENT', level: 'part', from: ['ASSIGNED'], to: 'WIP', access: staff(VL), scope: 'assignee' },
  { action: 'CHECKINORDER', level: 'part', from: ['WIP'], to: 'CHECKED IN', access: staff(L, 'checkinallowed'), scope: 'lounge' },
  { action: 'ASSIGNRETURN', level: 'part', from: ['CHECKED OUT'], to: 'RETURN ASSIGNED', loungeTo: 'RETURNED', access: staff(L, 'returnsallowed'), scope: 'lounge', needsAgent: true },
  { action: 'CONFIRMRETURN', level: 'part', from: ['RETURN ASSIGNED'], to: 'RETURN CONFIRMED', expressTo: 'RETURNED', access: staff(VL), scope: 'assignee' },
  { action: 'CHECKINRETURN', level: 'part', from: ['RETURN CONFIRMED'], to: 'RETURNED', access: staff(V), scope: 'store' },
  { action: 'CANCELFULFILLED', level: 'part', from: ['FULFILLED'], to: 'UNPROCESSED', access: staff(VL, 'fulfillmentallowed'), scope: 'store' },
  { action: 'CANCELASSIGNEDFULFILLMENT', level: 'part', from: ['ASSIGNED'], to: 'FULFILLED', access: staff(VL, 'assignmentallowed'), scope: 'store' },
  { action: 'CANCELCONFIRMEDFULFILLMENT', level: 'part', from: ['WIP'], to: 'ASSIGNED', expressTo: 'UNPROCESSED', access: staff(V), scope: 'store' },
  { action: 'CANCELASSIGNEDRETURN', level: 'part', from: ['RETURN ASSIGNED'], to: 'CHECKED OUT', access: staff(L, 'returnsallowed'), scope: 'lounge' },
  { action: 'CANCELCHECKIN', level: 'part', from: ['CHECKED IN'], to: 'WIP', access: staff(L, 'checkinallowed'), scope: 'lounge' },
  { action: 'CHECKOUTORDER', level: 'order', from: ['CHECKED IN'], to: 'CHECKED OUT', access: staff(L), scope: 'lounge' },
  { action: 'FORCECHECKOUTORDER', level: 'order', from: ['CHECKED IN'], to: 'CHECKED OUT', access: staff(L), scope: 'lounge' },
  { action: 'CANCELCHECKOUTORDER', level: 'order', from: ['CHECKED IN'], to: null, access: staff(L), scope: 'lounge' },
  { action: 'REFUNDORDER', level: 'order', from: ['CHECKED OUT', 'RETURN ASSIGNED', 'RETURN CONFIRMED', 'RETURNED'], to: 'REFUNDED', access: staff(L, 'refundsallowed'), scope: 'lounge' },
  { action: 'CANCELORDER', level: 'order', from: live, to: 'CANCELLED', access: anyOf({ roles: ['subscriber'] }, { roles: VL }), scope: 'owner' },
  { action: 'UPDATESCHEDULE', level: 'order', from: ['UNPROCESSED', 'FULFILLED', 'ASSIGNED', 'WIP'], to: null, access: anyOf({ roles: ['subscriber'] }, { roles: VL }), scope: 'owner' },
];

export const transitionOf = (action: ProcessAction): Transition => transitions.find((t) => t.action === action)!;

/** The status an action gives from `from`, or null when the table refuses it. */
export function nextStatus(action: ProcessAction, from: OrderStatus, variant: { express?: boolean; ownLounge?: boolean } = {}): OrderStatus | null {
  const t = transitionOf(action);
  if (!t.from.includes(from)) return null;
  return (variant.ownLounge && t.loungeTo) || (variant.express && t.expressTo) || t.to || from;
}

/** The staff order queues (getorders action types) of back office 4.1, besides the shopper's MYORDERS. */
export const queueTypes = [
  'UNPROCESSED',
  'FULFILLED',
  'MYASSIGNEDFULFILLMENT',
  'MYCONFIRMEDFULFILLMENT',
  'CHECKIN',
  'CHECKEDINORDERS',
  'CHECKEDOUTORDERS',
  'ASSIGNEDRETURNS',
  'CONFIRMEDRETURNS',
  'REFUNDABLEORDERS',
  'REPRINTABLERECEIPTS',
  'CANCELFULFILLED',
  'CANCELASSIGNED',
  'CANCELCONFIRMED',
  'CANCELRETURNS',
  'CANCELCHECKIN',
] as const;
export type QueueType = (typeof queueTypes)[number];

/** Where a queue's Back (and a success screen's Back To Home) leads (back office 2.3, 4.3). */
export type QueueMenu = 'home' | 'cancelRequest' | 'admin';

export interface Queue {
  actiontype: QueueType;
  title: string;
  /** The title for express users (back office 4.1: Check In Return, Cancel Fulfillment). */
  expressTitle?: string;
  /**
   * part: orders with a part of `statuses` in scope (the caller's store, lounge or assignment);
   * order: orders whose own status is one of `statuses`, at the caller's lounge.
   */
  level: 'part' | 'order';
  statuses: readonly OrderStatus[];
  scope: Exclude<FlowScope, 'owner'>;
  /** The processaction the detail page's button submits; none for queues that only show (and print). */
  action?: ProcessAction;
  button?: string;
  expressButton?: string;
  /** The money actions the counter stream runs (check-out, refund, reprint): the detail page opens its screens. */
  money?: boolean;
  /** Hidden from express users (they deliver themselves: no assignment, back office section 6). */
  notExpress?: boolean;
  /** Vendors go back here; lounge operators go to `loungeBack` when given (back office 4.3). */
  back: QueueMenu;
  loungeBack?: QueueMenu;
  /** A cancel queue: reached from /CancelRequest or /admin. */
  cancel?: boolean;
  /** The detail page names the chosen part's store and carrier (the lounge and the returns see several stores). */
  namesParts?: boolean;
  /** The detail page shows the carrier's hand-over QR code of a part in work (WIP). */
  partQr?: boolean;
  /** The queue dialog's success text (back office 4.3) and the success and failure screens' headings. */
  success?: string;
  done?: string;
  expressDone?: string;
  failed?: string;
  access: Access;
}

const byAction = (a: ProcessAction) => transitionOf(a).access;

/** Every staff queue: what it lists, whose, its button and where Back leads. The dashboard and the server read it. */
export const queues: readonly Queue[] = [
  { actiontype: 'UNPROCESSED', title: 'Fulfill Orders', level: 'part', statuses: ['UNPROCESSED'], scope: 'store', action: 'FULFILLORDER', button: 'Fulfill Order', back: 'home', success: 'Fulfill Order Successfull', done: 'Order FulFilled', failed: 'Fulfillment Failed', access: byAction('FULFILLORDER') },
  { actiontype: 'FULFILLED', title: 'Assign Orders', level: 'part', statuses: ['FULFILLED'], scope: 'store', action: 'ASSIGNFULFILLMENT', button: 'Assign Order', notExpress: true, back: 'home', success: 'Assign Order Successfull', done: 'Order Assigned', failed: 'Assignment Failed', access: byAction('ASSIGNFULFILLMENT') },
  { actiontype: 'MYASSIGNEDFULFILLMENT', title: 'Confirm Assignment', level: 'part', statuses: ['ASSIGNED'], scope: 'assignee', action: 'CONFIRMFULFILLMENT', button: 'Confirm Order Assignment', notExpress: true, back: 'home', done: 'Assignment Confirmed', failed: 'Confirmation Failed', access: anyOf({ roles: V }) },
  { actiontype: 'MYCONFIRMEDFULFILLMENT', title: 'My Confirmed Orders', level: 'part', statuses: ['WIP'], scope: 'assignee', partQr: true, back: 'home', access: staff(VL) },
  { actiontype: 'CHECKIN', title: 'Check In', level: 'part', statuses: ['WIP'], scope: 'lounge', action: 'CHECKINORDER', button: 'Check In', namesParts: true, back: 'home', done: 'Checked In', failed: 'Check In Failed', access: byAction('CHECKINORDER') },
  { actiontype: 'CHECKEDINORDERS', title: 'Check Out', level: 'order', statuses: ['CHECKED IN'], scope: 'lounge', action: 'CHECKOUTORDER', button: 'Check Out', money: true, back: 'home', done: 'Check Out Successfull', failed: 'Check Out Failed', access: staff(L) },
  { actiontype: 'CHECKEDOUTORDERS', title: 'Return', level: 'part', statuses: ['CHECKED OUT'], scope: 'lounge', action: 'ASSIGNRETURN', button: 'Return', back: 'home', success: 'Return Successfull', done: 'Order Returned', failed: 'Return Failed', access: byAction('ASSIGNRETURN') },
  { actiontype: 'ASSIGNEDRETURNS', title: 'Confirm Return', expressTitle: 'Check In Return', level: 'part', statuses: ['RETURN ASSIGNED'], scope: 'assignee', action: 'CONFIRMRETURN', button: 'Confirm Return', expressButton: 'Check In Return', namesParts: true, back: 'home', done: 'Checked In', expressDone: 'Order Returned', failed: 'Return Failed', access: anyOf({ roles: V }) },
  { actiontype: 'CONFIRMEDRETURNS', title: 'Check In Return', level: 'part', statuses: ['RETURN CONFIRMED'], scope: 'store', action: 'CHECKINRETURN', button: 'Check In Return', notExpress: true, namesParts: true, back: 'home', done: 'Checked In', failed: 'Check In Failed', access: byAction('CHECKINRETURN') },
  { actiontype: 'REFUNDABLEORDERS', title: 'Refund Orders', level: 'order', statuses: ['CHECKED OUT', 'RETURN ASSIGNED', 'RETURN CONFIRMED', 'RETURNED'], scope: 'lounge', action: 'REFUNDORDER', button: 'Refund', money: true, back: 'admin', done: 'Refund Success', failed: 'Refund Order', access: byAction('REFUNDORDER') },
  { actiontype: 'REPRINTABLERECEIPTS', title: 'Reprint Receipts', level: 'order', statuses: ['CHECKED OUT', 'RETURN ASSIGNED', 'RETURN CONFIRMED', 'RETURNED', 'REFUNDED'], scope: 'lounge', button: 'PRINT RECEIPT', money: true, back: 'admin', access: staff(L) },
  { actiontype: 'CANCELFULFILLED', title: 'Cancel Fulfillment', level: 'part', statuses: ['FULFILLED'], scope: 'store', action: 'CANCELFULFILLED', button: 'Cancel Fulfillment', back: 'cancelRequest', loungeBack: 'admin', cancel: true, done: 'Fulfillment Canceled', failed: 'Cancel Fulfillment', access: byAction('CANCELFULFILLED') },
  { actiontype: 'CANCELASSIGNED', title: 'Cancel Assignment', level: 'part', statuses: ['ASSIGNED'], scope: 'store', action: 'CANCELASSIGNEDFULFILLMENT', button: 'Cancel Assignment', back: 'cancelRequest', loungeBack: 'admin', cancel: true, done: 'Assignment Cancelled', failed: 'Cancel Assignment', access: byAction('CANCELASSIGNEDFULFILLMENT') },
  { actiontype: 'CANCELCONFIRMED', title: 'Cancel Confirmation', expressTitle: 'Cancel Fulfillment', level: 'part', statuses: ['WIP'], scope: 'store', action: 'CANCELCONFIRMEDFULFILLMENT', button: 'Cancel Confirmation', expressButton: 'Cancel Fulfillment', back: 'cancelRequest', cancel: true, done: 'Confirmation Cancelled', expressDone: 'Fulfillment Canceled', failed: 'Cancel Confirmation', access: byAction('CANCELCONFIRMEDFULFILLMENT') },
  { actiontype: 'CANCELRETURNS', title: 'Cancel Return', level: 'part', statuses: ['RETURN ASSIGNED'], scope: 'lounge', action: 'CANCELASSIGNEDRETURN', button: 'Cancel Return', back: 'admin', cancel: true, done: 'Return Canceled Success', failed: 'Return Canceled', access: byAction('CANCELASSIGNEDRETURN') },
  { actiontype: 'CANCELCHECKIN', title: 'Cancel Check In', level: 'part', statuses: ['CHECKED IN'], scope: 'lounge', action: 'CANCELCHECKIN', button: 'Cancel Check In', back: 'admin', cancel: true, done: 'Check In Cancelled', failed: 'Cancel Check In', access: byAction('CANCELCHECKIN') },
];

export const queueOf = (actiontype: string): Queue | undefined => queues.find((q) => q.actiontype === actiontype);

/** A queue's title, button and success heading as the user sees them (express users see other words). */
export const queueWords = (q: Queue, express: boolean) => ({
  title: (express && q.expressTitle) || q.title,
  button: (express && q.expressButton) || q.button,
  done: (express && q.expressDone) || q.done,
});

/** Where Back leads from a queue for this user. */
export const queueBack = (q: Queue, lounge: boolean): QueueMenu => (lounge && q.loungeBack) || q.back;

/** The part actions processorder runs in this stream; the money actions are the counter's. */
export const partActions: readonly ProcessAction[] = transitions.filter((t) => t.level === 'part').map((t) => t.action);

/** The QR value of a confirmed part (back office 2.4): order id and assignee, split by a bar. */
export const partQr = (orderid: string, assignedto: string) => `${orderid}|${assignedto}`;

/**
 * Matches a scanned value (back office 4.13): trimmed, the order id; for CHECKIN the order id and the assignee
 * must both match. Answers the orderid, or null for 'Invalid QR Code Scan.'.
 */
export function matchScan(value: string, actiontype: string, orders: readonly { orderid: string; parts: readonly { assignedto: string | null }[] }[]) {
  const v = value.trim();
  if (actiontype === 'CHECKIN') {
    const [id, who] = v.split('|');
    const hit = orders.find((o) => o.orderid === id && !!who && o.parts.some((p) => p.assignedto === who));
    return hit ? { orderid: hit.orderid, assignedto: who! } : null;
  }
  const hit = orders.find((o) => o.orderid === v || o.orderid === v.split('|')[0]);
  return hit ? { orderid: hit.orderid, assignedto: null } : null;
}

/**
 * The applied-quantity stepper's bounds of one item in a queue (back office 4.4): fulfilment picks 0 up to the
 * ordered amount; every later step shows what was applied and cannot change it; refunds start at 0.
 */
export function appliedRange(actiontype: string, item: { orderedamount: number; appliedamount: number | null }) {
  if (actiontype === 'UNPROCESSED') return { minamount: 0, maxamount: item.orderedamount };
  if (actiontype === 'REFUNDABLEORDERS') return { minamount: 0, maxamount: item.appliedamount ?? item.orderedamount };
  const applied = item.appliedamount ?? item.orderedamount;
  return { minamount: applied, maxamount: applied };
}

/** The stepper's first value (back office 4.4): the minimum when above 0, 0 otherwise, never above the maximum. */
export function initialApplied(r: { minamount: number; maxamount: number }) {
  if (r.minamount <= 0) return 0;
  return Math.min(r.minamount, r.maxamount);
}

/**
 * The live order stream (POST /live/orders, docs/decisions/0070) tells each order id that changed as one event's
 * data. This id instead says that changes may have been missed, so everything shown should be read again: the
 * app hears it after its own stream came back, and the server sends it when its notice connection to the
 * database came back after an outage.
 */
export const ANY_ORDER = '*';
