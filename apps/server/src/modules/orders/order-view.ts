import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderStatus } from '@shop/contracts/order-flow';
import { bpToRate, toDollars } from '@shop/contracts/money';
import type { getOrderData, orderCardSchema, orderEventSchema } from '@shop/contracts/orders';
import type { PricedLine } from '../counter/extras.js';
import type { Conn } from '../../db/client.js';
import { vendors } from '../../db/schema/catalogue.js';
import { orderExtraItems } from '../../db/schema/counter.js';
import { orderItems, orderParts } from '../../db/schema/orders.js';
import { users } from '../../db/schema/users.js';
import type { SessionUser } from '../../calls/types.js';
import { totalsOf } from '../checkout/reserve-service.js';
import type { eventsOf } from './event-repo.js';
import type { OrderItemRow, OrderPartRow, OrderRow } from './order-repo.js';
import { inPart, loungeOf } from './visibility.js';

export type OrderCard = z.infer<typeof orderCardSchema>;
type EventRow = Awaited<ReturnType<typeof eventsOf>>[number];

/** Names of stores and users, read once for a page of orders. */
async function namesOf(db: Conn, parts: readonly OrderPartRow[]) {
  const vendorIds = [...new Set(parts.map((p) => p.vendorid))];
  const people = [...new Set(parts.map((p) => p.assignedto).filter((u): u is string => !!u))];
  const stores = vendorIds.length ? await db.select({ id: vendors.vendorid, name: vendors.vendorname }).from(vendors).where(inArray(vendors.vendorid, vendorIds)) : [];
  const agents = people.length
    ? await db.select({ id: users.username, first: users.firstname, last: users.lastname }).from(users).where(inArray(users.username, people))
    : [];
  return {
    store: new Map(stores.map((s) => [s.id, s.name])),
    person: new Map(agents.map((a) => [a.id, `${a.first} ${a.last}`])),
  };
}

type Goods = Pick<OrderItemRow, 'vendorid' | 'unitcostCents' | 'taxrateBp' | 'quantity'> & { appliedQuantity?: number | null };

/** Statuses of an order the guest has collected: its amount is the final one of the check-out. */
const collected: readonly OrderStatus[] = ['CHECKED OUT', 'RETURN ASSIGNED', 'RETURN CONFIRMED', 'RETURNED', 'REFUNDED'];

/**
 * What some of an order's goods come to (one store's part): how many, and their total with tax in dollars.
 * Once collected, what the guest took: the applied quantities and the extra items of the check-out (issue #32
 * item 6), so detail, queues, receipt and refund show one final amount.
 */
export const goodsOf = (items: readonly Goods[], status?: OrderStatus, extras: readonly Goods[] = []) => {
  const final = !!status && collected.includes(status);
  const lines = final ? [...items.map((i) => ({ ...i, quantity: i.appliedQuantity ?? i.quantity })), ...extras] : items;
  const taken = lines.filter((l) => l.quantity > 0);
  return { itemcount: taken.reduce((n, i) => n + i.quantity, 0), total: toDollars(totalsOf(taken).total) };
};

/**
 * The order cards of a list page (storefront /orders, back office 2.3), items and parts read in bulk. With
 * `onlyOwn`, a store's or agent's queue: each card shows that user's parts only, and the count and total of
 * their goods.
 */
export async function orderCards(db: Conn, rows: readonly OrderRow[], onlyOwn?: SessionUser, viewer: SessionUser | undefined = onlyOwn): Promise<OrderCard[]> {
  if (rows.length === 0) return [];
  const lounge = viewer ? await loungeOf(db, viewer) : null;
  const ids = rows.map((o) => o.orderid);
  const items = await db
    .select({ orderid: orderItems.orderid, vendorid: orderItems.vendorid, unitcostCents: orderItems.unitcostCents, taxrateBp: orderItems.taxrateBp, quantity: orderItems.quantity, appliedQuantity: orderItems.appliedQuantity })
    .from(orderItems)
    .where(inArray(orderItems.orderid, ids));
  const extras = await db
    .select({ orderid: orderExtraItems.orderid, vendorid: orderExtraItems.vendorid, unitcostCents: orderExtraItems.unitcostCents, taxrateBp: orderExtraItems.taxrateBp, quantity: orderExtraItems.quantity })
    .from(orderExtraItems)
    .where(inArray(orderExtraItems.orderid, ids));
  const parts = (await db.select().from(orderParts).where(inArray(orderParts.orderid, ids))).filter((p) => !onlyOwn || inPart(onlyOwn, p));
  const names = await namesOf(db, parts);
  return rows.map((o) => ({
    orderid: o.orderid,
    confirmationnumber: o.confirmationnumber,
    status: o.status as OrderStatus,
    placedat: o.createdAt.toISOString(),
    guest: { firstname: o.guestFirstname, lastname: o.guestLastname, email: o.guestEmail, phone: o.guestPhone },
    flight: {
      flighttime: o.flightTime.toISOString(),
      airlineid: o.airlineid,
      flightid: o.flightid,
      airportid: o.airportid,
      direction: o.direction,
      scheduleid: o.scheduleid,
    },
    deposit: { amount: toDollars(o.depositCents), orderid: o.gatewayOrderId },
    ...(() => {
      const own = (l: { orderid: string; vendorid: string }) => l.orderid === o.orderid && (!onlyOwn || parts.some((p) => p.orderid === o.orderid && p.vendorid === l.vendorid));
      const goods = goodsOf(items.filter(own), o.status as OrderStatus, extras.filter(own));
      // The whole order before collection: the amount it was placed for, as the shopper paid it.
      return onlyOwn || collected.includes(o.status as OrderStatus) ? goods : { ...goods, total: toDollars(o.totalCents) };
    })(),
    walkin: o.walkin,
    atlounge: !!lounge && lounge.airportid === o.airportid && lounge.direction === o.direction,
    agecheck: o.ageCheck,
    parts: parts
      .filter((p) => p.orderid === o.orderid)
      .sort((a, b) => a.vendorid.localeCompare(b.vendorid))
      .map((p) => ({
        vendorid: p.vendorid,
        vendorname: names.store.get(p.vendorid) ?? p.vendorid,
        status: p.status as OrderStatus,
        assignedto: p.assignedto,
        assignedname: p.assignedto ? (names.person.get(p.assignedto) ?? p.assignedto) : null,
      })),
  }));
}

const eventView = (e: EventRow): z.infer<typeof orderEventSchema> => ({
  at: e.at.toISOString(),
  who: e.who,
  action: e.action,
  from: e.fromStatus,
  to: e.toStatus,
  what: e.what,
  vendorid: e.vendorid,
  assignedto: e.assignedto,
});

/** One order with its items and timeline (getorder). */
export async function orderDetail(db: Conn, o: OrderRow, items: readonly OrderItemRow[], extras: readonly PricedLine[], events: readonly EventRow[], viewer?: SessionUser): Promise<z.infer<typeof getOrderData>> {
  const [card] = await orderCards(db, [o], undefined, viewer);
  return {
    order: {
      ...card!,
      orderitems: items.map((i) => ({
        orderitemid: i.orderitemid,
        productid: i.productid,
        productname: i.productname,
        vendorid: i.vendorid,
        unitcost: toDollars(i.unitcostCents),
        taxrate: bpToRate(i.taxrateBp),
        orderedamount: i.quantity,
        appliedamount: i.appliedQuantity,
      })),
      extraitems: extras.map((e) => ({
        productid: e.productid,
        productname: e.productname,
        vendorid: e.vendorid,
        unitcost: toDollars(e.unitcostCents),
        taxrate: bpToRate(e.taxrateBp),
        quantity: e.quantity,
      })),
      receiptfile: o.receiptFile,
    },
    events: events.map(eventView),
  };
}
