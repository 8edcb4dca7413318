import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { ProcessAction } from '@shop/contracts/order-flow';
import type { Db, Tx } from '../db/client.js';
import { products } from '../db/schema/catalogue.js';
import { reservations } from '../db/schema/checkout.js';
import { users } from '../db/schema/users.js';
import { principalOf } from '../modules/auth/principal.js';
import { seedDemoCardHolds, type DemoHold } from './demo-card-holds.js';
import { gatewayOrderIdOf, newConfirmationNumber, newReceiptFile, orderIdOf } from '../modules/checkout/ids.js';
import { nextReservationId } from '../modules/checkout/reservation-repo.js';
import { builtinFlightProvider } from '../modules/flights/builtin-provider.js';
import { addDays, airportDate, airportInstant } from '@shop/contracts/airport-time';
import { recordEvent } from '../modules/orders/event-repo.js';
import { applyTransition } from '../modules/orders/flow.js';
import { recordPayment } from '../modules/orders/ledger-repo.js';
import { insertOrder, itemsOf } from '../modules/orders/order-repo.js';
import { movePart } from '../modules/orders/part-actions.js';
import { taxCents } from '../lib/money.js';
import { STORE } from './stores.js';

type Step = [who: string, action: ProcessAction, extra?: { assignto?: string; vendorid?: string }];

/**
 * The demo orders (issue #12): one or two stores each, walked through the same part actions staff use, so that
 * every demo account opens a non-empty queue. Check-out (the counter's step) is the table's transition with its
 * capture in the ledger.
 */
const plans: { stores: string[]; steps: Step[] }[] = [
  { stores: [STORE.rum, STORE.coffee], steps: [] },
  { stores: [STORE.rum], steps: [] },
  { stores: [STORE.coffee], steps: [] },
  { stores: [STORE.lounge], steps: [] },
  { stores: [STORE.rum], steps: [['vendor', 'FULFILLORDER']] },
  { stores: [STORE.rum], steps: [['vendor', 'FULFILLORDER'], ['vendor', 'ASSIGNFULFILLMENT', { assignto: 'agent' }]] },
  { stores: [STORE.rum], steps: [['vendor', 'FULFILLORDER'], ['vendor', 'ASSIGNFULFILLMENT', { assignto: 'agent' }], ['agent', 'CONFIRMFULFILLMENT']] },
  { stores: [STORE.coffee], steps: [['express', 'FULFILLORDER']] },
  {
    stores: [STORE.rum, STORE.coffee],
    steps: [['vendor', 'FULFILLORDER'], ['vendor', 'ASSIGNFULFILLMENT', { assignto: 'agent' }], ['agent', 'CONFIRMFULFILLMENT'], ['lounge', 'CHECKINORDER', { vendorid: STORE.rum }], ['express', 'FULFILLORDER']],
  },
  { stores: [STORE.coffee], steps: [['express', 'FULFILLORDER'], ['lounge', 'CHECKINORDER']] },
  { stores: [STORE.rum], steps: [['vendor', 'FULFILLORDER'], ['vendor', 'ASSIGNFULFILLMENT', { assignto: 'agent' }], ['agent', 'CONFIRMFULFILLMENT'], ['lounge', 'CHECKINORDER'], ['lounge', 'CHECKOUTORDER']] },
  {
    stores: [STORE.rum],
    steps: [['vendor', 'FULFILLORDER'], ['vendor', 'ASSIGNFULFILLMENT', { assignto: 'agent' }], ['agent', 'CONFIRMFULFILLMENT'], ['lounge', 'CHECKINORDER'], ['lounge', 'CHECKOUTORDER'], ['lounge', 'ASSIGNRETURN', { assignto: 'agent' }]],
  },
  {
    stores: [STORE.rum],
    steps: [['vendor', 'FULFILLORDER'], ['vendor', 'ASSIGNFULFILLMENT', { assignto: 'agent' }], ['agent', 'CONFIRMFULFILLMENT'], ['lounge', 'CHECKINORDER'], ['lounge', 'CHECKOUTORDER'], ['lounge', 'ASSIGNRETURN', { assignto: 'agent' }], ['agent', 'CONFIRMRETURN']],
  },
  {
    stores: [STORE.coffee],
    steps: [['express', 'FULFILLORDER'], ['lounge', 'CHECKINORDER'], ['lounge', 'CHECKOUTORDER'], ['lounge', 'ASSIGNRETURN', { assignto: 'express' }]],
  },
];

const guests = [
  ['Ann Marie', 'Brown'],
  ['Devon', 'Clarke'],
  ['Sasha', 'Grant'],
  ['Leroy', 'Powell'],
  ['Nicole', 'Edwards'],
  ['Ricardo', 'Scott'],
  ['Tamara', 'Lewis'],
];

async function productsOf(tx: Tx, vendorid: string) {
  return tx
    .select()
    .from(products)
    .where(and(eq(products.vendorid, vendorid), eq(products.status, 'A'), gte(products.quantity, 5), isNull(products.parentproductid)))
    .orderBy(asc(products.productid))
    .limit(6);
}

/** Places the demo orders and moves them through the queues. */
export async function seedDemoOrders(tx: Tx, now: Date) {
  const flights = builtinFlightProvider(tx as unknown as Db);
  const today = airportDate(now);
  const upcoming = [...(await flights.schedule('SIA', 'D', addDays(today, 1))), ...(await flights.schedule('SIA', 'D', addDays(today, 2)))];
  const staff = new Map((await tx.select().from(users)).map((u) => [u.username, principalOf(u)]));
  const stock = new Map<string, Awaited<ReturnType<typeof productsOf>>>();
  for (const s of new Set(plans.flatMap((p) => p.stores))) stock.set(s, await productsOf(tx, s));

  const holds: DemoHold[] = [];
  for (const [n, plan] of plans.entries()) {
    const flight = upcoming[n % upcoming.length]!;
    const flightTime = airportInstant(flight.date, flight.time);
    const lines = plan.stores.flatMap((s, k) => {
      const list = stock.get(s)!;
      return [list[(n + k) % list.length]!, ...(n % 3 === 0 ? [list[(n + k + 1) % list.length]!] : [])].map((p, j) => ({ p, quantity: 1 + ((n + j) % 2) }));
    });
    const subtotalCents = lines.reduce((a, l) => a + l.p.unitcostCents * l.quantity, 0);
    const tax = taxCents(lines.map((l) => ({ lineCents: l.p.unitcostCents * l.quantity, bp: l.p.taxrateBp })));
    const placedAt = new Date(now.getTime() - (plans.length - n) * 17 * 60_000);
    const id = await nextReservationId(tx);
    const orderid = orderIdOf('SIA', id);
    const common = { airportid: 'SIA' as const, direction: 'D' as const, scheduleid: flight.scheduleId, airlineid: flight.airlineid, flightid: flight.flightId, flightTime };
    await tx.insert(reservations).values({
      id, orderid, username: 'shopper', ...common, subtotalCents, taxCents: tax, totalCents: subtotalCents + tax,
      state: 'CONFIRMED', expiresAt: placedAt, createdAt: placedAt, closedAt: placedAt,
    });
    const [first, last] = guests[n % guests.length]!;
    const gatewayOrderId = gatewayOrderIdOf(orderid);
    await insertOrder(
      tx,
      {
        orderid, confirmationnumber: newConfirmationNumber(), reservationId: id, username: 'shopper', ownerSession: null,
        guestFirstname: first!, guestLastname: last!, guestEmail: 'shopper@dutyfree.example', guestPhone: '8765550101', ...common,
        subtotalCents, taxCents: tax, totalCents: subtotalCents + tax, depositCents: subtotalCents + tax, status: 'UNPROCESSED',
        cardType: 'VISA', cardLast4: '1111', authorizationNumber: `DEMO${id}`, gatewayReference: `DEMO${id}`, gatewayOrderId,
        receiptFile: newReceiptFile(orderid), createdAt: placedAt, updatedAt: placedAt,
      },
      lines.map((l) => ({ productid: l.p.productid, vendorid: l.p.vendorid, productname: l.p.productname, unitcostCents: l.p.unitcostCents, taxrateBp: l.p.taxrateBp, quantity: l.quantity })),
    );
    // The goods of a demo order are off the shelf, as a real order's are once its reservation is confirmed.
    for (const l of lines) await tx.update(products).set({ quantity: sql`${products.quantity} - ${l.quantity}` }).where(eq(products.productid, l.p.productid));
    await recordEvent(tx, { orderid, who: 'shopper', at: placedAt, from: null, to: 'UNPROCESSED', what: 'Order placed', action: 'CONFIRMCART' });
    await recordPayment(tx, { orderid, kind: 'hold', amountCents: subtotalCents + tax, gatewayOrderId, gatewayReference: `DEMO${id}`, who: 'shopper', at: placedAt });
    const hold: DemoHold = { gatewayOrderId, reference: `DEMO${id}`, amountCents: subtotalCents + tax, capturedCents: 0, at: placedAt };
    holds.push(hold);

    for (const [k, [who, action, extra]] of plan.steps.entries()) {
      const at = new Date(placedAt.getTime() + (k + 1) * 60_000);
      if (action === 'CHECKOUTORDER') {
        await applyTransition(tx, { orderid, action, who, at, what: 'Checked out at the lounge' });
        await recordPayment(tx, { orderid, kind: 'capture', amountCents: subtotalCents + tax, gatewayOrderId, gatewayReference: `DEMO${id}`, who, at });
        hold.capturedCents = subtotalCents + tax;
        continue;
      }
      const ordereditems =
        action === 'FULFILLORDER'
          ? lines.map((l, i) => ({ orderitemid: i, orderedquantity: l.quantity, processedquantity: l.quantity }))
          : [];
      await movePart(tx, staff.get(who)!, { username: who, session: null, device: null }, at, { orderid, processaction: action, ordereditems: await idsOf(tx, orderid, ordereditems), extraOrder: [], ...extra });
    }
  }
  await seedDemoCardHolds(tx, holds);
}

/** The order's item ids in insertion order, for the fulfilment quantities. */
async function idsOf(tx: Tx, orderid: string, given: { orderitemid: number; orderedquantity: number; processedquantity: number }[]) {
  if (given.length === 0) return given;
  const items = await itemsOf(tx, orderid);
  return items.map((it, i) => ({ orderitemid: it.orderitemid, orderedquantity: it.quantity, processedquantity: given[i]?.processedquantity ?? it.quantity }));
}
