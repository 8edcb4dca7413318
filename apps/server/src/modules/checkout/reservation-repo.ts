import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type Placeholder } from 'drizzle-orm';
import type { Conn, Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import type { Owner } from './owner.js';
import { products } from '../../db/schema/catalogue.js';
import { paymentAttempts, reservationLines, reservations } from '../../db/schema/checkout.js';

export type Reservation = typeof reservations.$inferSelect;
export type ReservationLineRow = typeof reservationLines.$inferSelect;
export type Attempt = typeof paymentAttempts.$inferSelect;

/** Takes `qty` off the shelf only when that many are there: the one atomic conditional update. */
export async function takeStock(tx: Conn, productid: number, qty: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${qty}` })
    .where(and(eq(products.productid, productid), gte(products.quantity, qty)))
    .returning({ productid: products.productid });
  return rows.length === 1;
}

export async function stockOf(tx: Conn, productid: number): Promise<number> {
  const rows = await tx.select({ q: products.quantity }).from(products).where(eq(products.productid, productid));
  return rows[0]?.q ?? 0;
}

/** What is on the shelf of each product now. */
export async function shelvesOf(db: Conn, productids: number[]): Promise<Map<number, number>> {
  const rows = await db.select({ id: products.productid, q: products.quantity }).from(products).where(inArray(products.productid, productids));
  return new Map(rows.map((r) => [r.id, r.q]));
}

/** Puts reserved quantities back on the shelf. */
export async function returnStock(tx: Conn, lines: { productid: number; quantity: number }[]) {
  for (const l of [...lines].sort((a, b) => a.productid - b.productid)) {
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${l.quantity}` })
      .where(eq(products.productid, l.productid));
  }
}

export async function nextReservationId(tx: Conn): Promise<number> {
  const res = await tx.execute<{ id: string }>(sql`select nextval(pg_get_serial_sequence('reservations', 'id')) as id`);
  const rows = (Array.isArray(res) ? res : (res as { rows: { id: string }[] }).rows) as { id: string }[];
  return Number(rows[0]!.id);
}

export async function findReservation(db: Conn, orderid: string) {
  const rows = await db.select().from(reservations).where(eq(reservations.orderid, orderid)).limit(1);
  return rows[0];
}

/** Locks the reservation row for the rest of the transaction. */
export async function lockReservation(tx: Conn, id: number) {
  const rows = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return rows[0];
}

/** A reservation's lines, in product order. They are written with the reservation and never change. */
export const linesOf = (db: Conn, reservationId: number): Promise<ReservationLineRow[]> =>
  db.select().from(reservationLines).where(eq(reservationLines.reservationId, reservationId)).orderBy(asc(reservationLines.productid));

/**
 * The owner's reservations still holding stock: for a shared internal user (the guest), only its session's and
 * those of no session, so one guest's checkout never reads every other guest's (owner.ts `owns`).
 */
export const openReservationsOf = (db: Db, owner: Pick<Owner, 'username' | 'session'>) =>
  owner.session === null
    ? preparedOn(db, 'open_reservations', openOfUser).execute({ username: owner.username })
    : preparedOn(db, 'open_reservations_of_session', openOfSession).execute({ username: owner.username, session: owner.session });

// Prepared once per database (db/prepared.ts): every shopper's reservecart asks this.
const openOf = (db: Db, session?: Placeholder) =>
  db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.username, sql.placeholder('username')),
        eq(reservations.state, 'HELD'),
        session && or(isNull(reservations.ownerSession), eq(reservations.ownerSession, session)),
      ),
    );
const openOfUser = (db: Db, name: string) => openOf(db).prepare(name);
const openOfSession = (db: Db, name: string) => openOf(db, sql.placeholder('session')).prepare(name);

export const expiredReservations = (db: Conn, now: Date, limit = 200) =>
  db
    .select()
    .from(reservations)
    .where(and(eq(reservations.state, 'HELD'), lte(reservations.expiresAt, now)))
    .orderBy(asc(reservations.expiresAt))
    .limit(limit);

export async function latestAttempt(db: Conn, reservationId: number): Promise<Attempt | undefined> {
  const rows = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.reservationId, reservationId))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
    .limit(1);
  return rows[0];
}

export async function findAttempt(db: Conn, gatewayOrderId: string) {
  const rows = await db.select().from(paymentAttempts).where(eq(paymentAttempts.gatewayOrderId, gatewayOrderId)).limit(1);
  return rows[0];
}
export async function findReservationById(db: Conn, id: number) {
  const rows = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return rows[0];
}
