import { sql } from 'drizzle-orm';
import { airportInstant, airportTime } from '@shop/contracts/airport-time';
import type { Conn } from '../../db/client.js';
import { reservationLines, reservations } from '../../db/schema/checkout.js';
import { orderEvents } from '../../db/schema/orders.js';
import { isCheckViolation } from '../../lib/db-errors.js';
import type { ScheduledFlight } from '../flights/provider.js';
import { ORDER_NUMBER_BASE, orderIdOf } from './ids.js';
import { ownerSessionOf, type Owner } from './owner.js';

export interface NewReservation {
  owner: Owner;
  flight: ScheduledFlight;
  /** As the shopper asked: the flight's direction and schedule id. */
  direction: ScheduledFlight['direction'];
  scheduleid: string;
  walkin: boolean;
  /** One line per product, in product order. */
  lines: { productid: number; vendorid: string; productname: string; unitcostCents: number; taxrateBp: number; quantity: number }[];
  totals: { subtotal: number; tax: number; total: number };
  now: Date;
  expiresAt: Date;
}

/** What one reservation statement did: the reservation written and what its products have left, or the line short. */
export type Reserved = { id: number; orderid: string; left: Map<number, number> } | { short: true };

/**
 * Takes a cart's stock and writes its reservation, lines and event in one statement, outside any transaction
 * (docs/decisions/0111): the product rows are locked only while the database runs it, never across a round
 * trip to this process, so a flash sale's shoppers follow each other at the database's pace. The shelf's check
 * constraint (products_quantity_nonnegative) refuses a line the shelf cannot fill, and the whole statement with
 * it. The update locks each row once, as it takes it: the lines come in product order and are taken in that
 * order, row by row through the key, so two carts do not wait on each other's rows; should the database ever
 * plan it otherwise and find a deadlock, it stops one statement whole, and the caller tries it again.
 * (A `select ... for no key update` of the rows first, in the same statement, did deadlock: the update then
 * locked a row it already held a second time, behind a shopper queued on it.)
 */
export async function reserveAtOnce(db: Conn, r: NewReservation): Promise<Reserved> {
  const { owner, flight, now, expiresAt } = r;
  const id = sql`(select id from n)`;
  const orderid = sql`${flight.airportid}::text || (${ORDER_NUMBER_BASE}::int + (select id from n))::text`;
  const reservation = db.insert(reservations).values({
    id,
    orderid,
    username: owner.username,
    ownerSession: ownerSessionOf(owner, r.walkin),
    airportid: flight.airportid,
    direction: r.direction,
    scheduleid: r.scheduleid,
    airlineid: flight.airlineid,
    flightid: flight.flightId,
    flightTime: airportInstant(flight.date, flight.time),
    walkin: r.walkin,
    subtotalCents: r.totals.subtotal,
    taxCents: r.totals.tax,
    totalCents: r.totals.total,
    expiresAt,
    createdAt: now,
  });
  const lines = db.insert(reservationLines).values(r.lines.map((l) => ({ ...l, reservationId: id })));
  // No lines in the event: it belongs to the whole order, and a store sees only its own goods (issue 32 item 8).
  const event = db.insert(orderEvents).values({ orderid, who: owner.username, at: now, fromStatus: null, toStatus: 'HELD', what: `Cart reserved until ${airportTime(expiresAt)} (Jamaica time)` });
  const ids = `{${r.lines.map((l) => l.productid).join(',')}}`;
  const quantities = `{${r.lines.map((l) => l.quantity).join(',')}}`;
  try {
    const res = await db.execute(sql`
      with n as materialized (select nextval(pg_get_serial_sequence('reservations', 'id'))::int as id),
      want as (select * from unnest(${ids}::int[], ${quantities}::int[]) as w(productid, quantity)),
      taken as (
        update products p set quantity = p.quantity - w.quantity from want w
        where w.productid = p.productid
        returning p.productid, p.quantity
      ),
      reservation as (${reservation.getSQL()}),
      lines as (${lines.getSQL()}),
      event as (${event.getSQL()})
      select (select id from n) as id, (select coalesce(json_agg(json_build_array(productid, quantity)), '[]'::json) from taken) as taken`);
    const row = (res as unknown as { rows: { id: number; taken: [number, number][] | string }[] }).rows[0]!;
    const taken = typeof row.taken === 'string' ? (JSON.parse(row.taken) as [number, number][]) : row.taken;
    return { id: row.id, orderid: orderIdOf(flight.airportid, row.id), left: new Map(taken) };
  } catch (err) {
    if (isCheckViolation(err, 'products_quantity_nonnegative')) return { short: true };
    throw err;
  }
}
