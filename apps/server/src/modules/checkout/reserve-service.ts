import { RESERVATION_MINUTES } from '@shop/contracts/checkout';
import { Status } from '@shop/contracts/status';
import type { SessionUser, CallRequestOut } from '../../calls/types.js';
import { reservationLines, reservations } from '../../db/schema/checkout.js';
import { AppError } from '../../lib/app-error.js';
import { taxCents, toCents, toDollars } from '../../lib/money.js';
import { airportInstant, airportTime } from '@shop/contracts/airport-time';
import { validFlight } from '../flights/service.js';
import { findCartProducts } from './cart-repo.js';
import { recordEvent } from '../orders/event-repo.js';
import type { CheckoutDeps } from './deps.js';
import { openAttemptsOf, settleHold } from './holds.js';
import { orderIdOf } from './ids.js';
import type { Owner } from './owner.js';
import { endedByNew, owns } from './owner.js';
import { releaseReservation } from './release.js';
import { formatMoney } from '@shop/contracts/money-format';
import {
  linesOf,
  lockOwner,
  nextReservationId,
  openReservationsOf,
  stockOf,
  takeStock,
  type Reservation,
} from './reservation-repo.js';

type ReserveRequest = CallRequestOut<'reservecart'>;
type Line = { productid: number; vendorid: string; productname: string; unitcostCents: number; taxrateBp: number; quantity: number };

/** Sums repeated products, so each product is one line. */
export function mergeCart(cart: { productid: number; quantityincart: number }[]) {
  const byId = new Map<number, number>();
  for (const l of cart) byId.set(l.productid, (byId.get(l.productid) ?? 0) + l.quantityincart);
  return [...byId].map(([productid, quantity]) => ({ productid, quantity })).sort((a, b) => a.productid - b.productid);
}

export function totalsOf(lines: readonly Pick<Line, 'unitcostCents' | 'taxrateBp' | 'quantity'>[]) {
  const subtotal = lines.reduce((s, l) => s + l.unitcostCents * l.quantity, 0);
  const tax = taxCents(lines.map((l) => ({ lineCents: l.unitcostCents * l.quantity, bp: l.taxrateBp })));
  return { subtotal, tax, total: subtotal + tax };
}

type Shelf = Map<number, number>;

async function priceCart(deps: CheckoutDeps, cart: { productid: number; quantity: number }[], airportid: string, shelf: Shelf): Promise<Line[]> {
  const rows = new Map((await findCartProducts(deps.db, cart.map((c) => c.productid))).map((r) => [r.productid, r]));
  for (const r of rows.values()) shelf.set(r.productid, r.quantity);
  return cart.map((c) => {
    const p = rows.get(c.productid);
    if (!p || p.status !== 'A' || p.storeStatus !== 'A') {
      throw new AppError(Status.STOCK_UNAVAILABLE, `${p?.productname ?? `Product ${c.productid}`} is no longer available.`);
    }
    if (p.airportid !== airportid) {
      throw new AppError(Status.INVALID_REQUEST, `${p.productname} is not sold at the airport of this flight.`);
    }
    return { productid: p.productid, vendorid: p.vendorid, productname: p.productname, unitcostCents: p.unitcostCents, taxrateBp: p.taxrateBp, quantity: c.quantity };
  });
}

const shortOf = (l: Line, left: number) => new AppError(Status.STOCK_UNAVAILABLE, `Only ${left} item left in stock for ${l.productname}`);

/**
 * A line the shelf already cannot fill is refused before any transaction (docs/decisions/0111): in a flash
 * sale most shoppers arrive after the last unit went, and each would otherwise write a reservation, wait
 * for the product row's lock behind the winners and roll back. Only for an owner holding nothing, whose
 * own units are not among those missing from the shelf; the conditional update stays the guarantee.
 */
function refuseShort(lines: Line[], shelf: Shelf) {
  for (const l of lines) {
    const left = shelf.get(l.productid) ?? 0;
    if (left < l.quantity) throw shortOf(l, left);
  }
}

const sameCart = (a: { productid: number; quantity: number }[], b: { productid: number; quantity: number }[]) =>
  a.length === b.length && a.every((l, i) => l.productid === b[i]!.productid && l.quantity === b[i]!.quantity);

/** Ends the caller's other open reservations: stock back, then any card hold released (best effort; the sweep retries). */
export async function cancelOpen(deps: CheckoutDeps, list: Reservation[], who: string) {
  for (const r of list) await releaseReservation(deps.db, r, 'CANCELLED', who, deps.clock.now());
  for (const a of await openAttemptsOf(deps.db, list.map((r) => r.id))) {
    await settleHold(deps, a, list.find((r) => r.id === a.reservationId)!.orderid, who);
  }
}

/**
 * Holds the cart's stock for 15 minutes for one flight, every line in one transaction with an atomic
 * conditional decrement; refuses with 16 naming the product that is short, 19 when the client's total differs.
 * An owner has one open reservation: a new one ends the others (their stock first, so the new one can take it).
 */
export async function reserveCart(deps: CheckoutDeps, owner: Owner, user: SessionUser, req: ReserveRequest) {
  const { direction, scheduleid, walkin } = req.reservation;
  const flight = await validFlight(deps, user, direction, scheduleid);
  const cart = mergeCart(req.reservation.cart);
  const shelf: Shelf = new Map();
  const lines = await priceCart(deps, cart, flight.airportid, shelf);
  const t = totalsOf(lines);
  if (toCents(req.amount) !== t.total) {
    throw new AppError(Status.AMOUNT_CHANGED, `The cart total is now ${formatMoney(t.total)}. Please review your cart.`);
  }
  const now = deps.clock.now();
  const open = (await openReservationsOf(deps.db, owner)).filter((r) => owns(owner, r) && endedByNew(owner, r));
  if (open.length === 0) refuseShort(lines, shelf);
  if (req.reset === 'N') {
    for (const r of open) {
      if (r.scheduleid !== scheduleid || r.expiresAt <= now || r.totalCents !== t.total) continue;
      if (sameCart(await linesOf(deps.db, r.id), cart)) return answer(r);
    }
  }
  await cancelOpen(deps, open, owner.username);

  const expiresAt = new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
  const created = await deps.db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    // The stock first (docs/decisions/0111): a shopper the shelf cannot serve learns it after one statement
    // and writes nothing, where in a flash sale they are nine in ten. The winners hold the product row until
    // their commit, a few inserts later. Lines in product order, so two carts never wait on each other's rows
    // in opposite orders; the owner's lock is always taken before any product row.
    for (const l of lines) {
      if (!(await takeStock(tx, l.productid, l.quantity))) throw shortOf(l, await stockOf(tx, l.productid));
    }
    const id = await nextReservationId(tx);
    const orderid = orderIdOf(flight.airportid, id);
    const [row] = await tx
      .insert(reservations)
      .values({
        id,
        orderid,
        username: owner.username,
        ownerSession: owner.session ?? (walkin === 'Y' ? owner.device : null),
        airportid: flight.airportid,
        direction,
        scheduleid,
        airlineid: flight.airlineid,
        flightid: flight.flightId,
        flightTime: airportInstant(flight.date, flight.time),
        walkin: walkin === 'Y',
        subtotalCents: t.subtotal,
        taxCents: t.tax,
        totalCents: t.total,
        expiresAt,
        createdAt: now,
      })
      .returning();
    await tx.insert(reservationLines).values(lines.map((l) => ({ ...l, reservationId: id })));
    await recordEvent(tx, {
      orderid,
      who: owner.username,
      at: now,
      from: null,
      to: 'HELD',
      // No lines here: the event belongs to the whole order, and a store sees only its own goods (issue 32 item 8).
      what: `Cart reserved until ${airportTime(expiresAt)} (Jamaica time)`,
    });
    const others = (await openReservationsOf(tx, owner)).filter((r) => owns(owner, r) && endedByNew(owner, r) && r.id !== id);
    return { row: row!, others };
  });
  // Two checkouts of one owner at the same moment both read the open list above before either was written:
  // the one written last ends the other, as cancelOpen above would have had they come one after the other.
  await cancelOpen(deps, created.others, owner.username);
  return answer(created.row);
}

const answer = (r: Reservation) => ({ orderid: r.orderid, amount: toDollars(r.totalCents), expiresat: r.expiresAt.toISOString() });
