import { RESERVATION_MINUTES } from '@shop/contracts/checkout';
import { Status } from '@shop/contracts/status';
import type { SessionUser, CallRequestOut } from '../../calls/types.js';
import { stockLaneOf } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isDeadlock } from '../../lib/db-errors.js';
import { taxCents, toCents, toDollars } from '../../lib/money.js';
import { validFlight } from '../flights/service.js';
import { findCartToReserve } from './cart-repo.js';
import type { CheckoutDeps } from './deps.js';
import { openAttemptsOf, settleHold } from './holds.js';
import type { Owner } from './owner.js';
import { endedByNew, owns, ownerSessionOf } from './owner.js';
import { releaseReservation } from './release.js';
import { reserveAtOnce } from './reservation-write.js';
import type { StockRefusal } from '../../ops/metrics.js';
import { formatMoney } from '@shop/contracts/money-format';
import {
  linesOf,
  openReservationsOf,
  shelvesOf,
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

type CartProduct = Awaited<ReturnType<typeof findCartToReserve>>['rows'][number];

function priceCart(rows: Map<number, CartProduct>, cart: { productid: number; quantity: number }[], airportid: string): Line[] {
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
 * The first line the shelf cannot fill, as the refusal to answer; `shelfOf` answers what was seen, or undefined
 * when nothing fresh enough was. The reservation's statement stays the guarantee (docs/decisions/0111).
 */
function shortLine(lines: Line[], shelfOf: (productid: number) => number | undefined) {
  for (const l of lines) {
    const left = shelfOf(l.productid);
    if (left !== undefined && left < l.quantity) return shortOf(l, left);
  }
  return undefined;
}

/** Counts a refusal for stock by where it was made (ops/metrics.ts) and answers it to throw. */
function refused(deps: CheckoutDeps, where: StockRefusal, e: AppError) {
  deps.metrics.stockRefused(where);
  return e;
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
 * Holds the cart's stock for 15 minutes for one flight, every line or none, in one statement (reservation-write.ts);
 * refuses with 16 naming the product that is short, 19 when the client's total differs. An owner has one open
 * reservation: a new one ends the others (their stock first, so the new one can take it).
 */
export async function reserveCart(deps: CheckoutDeps, owner: Owner, user: SessionUser, req: ReserveRequest) {
  const { direction, scheduleid, walkin } = req.reservation;
  const flight = await validFlight(deps, user, direction, scheduleid);
  const cart = mergeCart(req.reservation.cart);
  // One read for the products and whether the owner holds anything (docs/decisions/0200); their reservations
  // themselves are read only when they may hold one.
  const found = await findCartToReserve(deps.db, cart.map((c) => c.productid), owner);
  const rows = new Map(found.rows.map((r) => [r.productid, r]));
  const lines = priceCart(rows, cart, flight.airportid);
  const t = totalsOf(lines);
  if (toCents(req.amount) !== t.total) {
    throw new AppError(Status.AMOUNT_CHANGED, `The cart total is now ${formatMoney(t.total)}. Please review your cart.`);
  }
  const now = deps.clock.now();
  const open = found.holds ? (await openReservationsOf(deps.db, owner)).filter((r) => owns(owner, r) && endedByNew(owner, r)) : [];
  // A line the shelf already cannot fill is refused before anything is written (docs/decisions/0111): in a flash sale
  // most shoppers arrive after the last unit went. Only for an owner holding nothing, whose own units are not
  // among those missing from the shelf.
  const short = open.length === 0 ? shortLine(lines, (id) => rows.get(id)?.quantity ?? 0) : undefined;
  if (short) throw refused(deps, 'shelf', short);
  if (req.reset === 'N') {
    for (const r of open) {
      if (r.scheduleid !== scheduleid || r.expiresAt <= now || r.totalCents !== t.total) continue;
      if (sameCart(await linesOf(deps.db, r.id), cart)) return answer(r);
    }
  }
  await cancelOpen(deps, open, owner.username);

  const expiresAt = new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
  const gate = deps.stockGate;
  const lane = stockLaneOf(deps.db);
  // The owner's other reservations are ended above, their units back on the shelf, before the ticket is taken.
  const ticket = gate.ticket();
  const made = await gate.inTurn(cart.map((l) => l.productid), async () => {
    // A statement that started after this shopper joined the queue read the shelf later than they could have.
    const seenShort = shortLine(lines, (id) => gate.shelfSince(id, ticket));
    if (seenShort) throw refused(deps, 'queue', seenShort);
    for (let attempt = 1; ; attempt++) {
      const stamp = gate.stamp();
      const reserved = await reserveAtOnce(lane, { owner, flight, direction, scheduleid, walkin: walkin === 'Y', lines, totals: t, now, expiresAt }).catch(
        // A deadlock stopped the statement whole (reservation-write.ts): it is simply run again.
        (err: unknown) => (isDeadlock(err) && attempt < 3 ? null : Promise.reject(err)),
      );
      if (!reserved) continue;
      if ('id' in reserved) {
        for (const [id, n] of reserved.left) gate.saw(id, n, stamp);
        return reserved;
      }
      // A statement that started after this shopper joined the queue, and ended before theirs, may have seen the
      // shelf short already (the last unit's buyer does): then there is nothing to read again.
      const seenShortNow = shortLine(lines, (id) => gate.shelfSince(id, ticket));
      if (seenShortNow) throw refused(deps, 'update', seenShortNow);
      const shelfNow = await shelvesOf(lane, cart.map((l) => l.productid));
      for (const [id, n] of shelfNow) gate.saw(id, n, stamp);
      const short = shortLine(lines, (id) => shelfNow.get(id) ?? 0);
      // Units went back on the shelf between the statement and the read: the shopper tries again, twice at most.
      if (short || attempt === 3) throw refused(deps, 'update', short ?? tightest(lines, shelfNow));
    }
  });
  await keepNewest(deps, owner, { id: made.id, walkin: walkin === 'Y', ownerSession: ownerSessionOf(owner, walkin === 'Y') });
  return answer({ orderid: made.orderid, totalCents: t.total, expiresAt });
}

/** The line with the least to spare, as the refusal when the shelf changes under a shopper at every try. */
const tightest = (lines: Line[], shelf: Map<number, number>) =>
  shortOf(...lines.map((l) => [l, shelf.get(l.productid) ?? 0] as const).sort((a, b) => a[1] - a[0].quantity - (b[1] - b[0].quantity))[0]!);

/**
 * Of an owner's open reservations only the newest (the highest id) lives. Two checkouts of one owner at the same
 * moment are both written before either reads the other; each then ends the older ones it would end, and itself
 * when a newer one would end it. Whichever reads last sees both, so one remains, as when they come one after the
 * other and cancelOpen above ends the older first. A walk-in sale is ended only by a newer sale of its own device.
 */
async function keepNewest(deps: CheckoutDeps, owner: Owner, mine: { id: number; walkin: boolean; ownerSession: string | null }) {
  const open = (await openReservationsOf(deps.db, owner)).filter((r) => owns(owner, r) && endedByNew(owner, r));
  const endsMine = (r: Reservation) => !mine.walkin || (r.walkin && r.ownerSession === mine.ownerSession);
  const mineEnded = open.some((r) => r.id > mine.id && endsMine(r));
  const ended = open.filter((r) => r.id < mine.id || (mineEnded && r.id === mine.id));
  if (ended.length) await cancelOpen(deps, ended, owner.username);
}

const answer = (r: Pick<Reservation, 'orderid' | 'totalCents' | 'expiresAt'>) => ({ orderid: r.orderid, amount: toDollars(r.totalCents), expiresat: r.expiresAt.toISOString() });
