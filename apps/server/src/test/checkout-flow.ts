import { and, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products, vendors } from '../db/schema/catalogue.js';
import type { Db } from '../db/client.js';
import {airportDate, addDays} from '@shop/contracts/airport-time';
import { taxCents } from '../lib/money.js';
import { startShop, type Session, type TestShop } from './harness.js';
import { complete3ds, type FormPoster } from '../bench/three-ds-browser.js';

export const VISA_APPROVE = '4111111111111111';
export const VISA_DECLINE = '4000000000000002';
export const guestInfo = { firstname: 'Ann Marie', lastname: 'Brown', email: 'ann.brown@example.com', phone: '8765550123' };
export const card = (cardnumber = VISA_APPROVE) => ({ cardtype: 'visa', cardholder: 'Ann Brown', cardnumber, expirydate: '1230', cvv: '123' });

/** A product of an SIA departure store with at least `min` in stock. */
export async function pickProduct(db: Db, min = 5, airportid: 'SIA' | 'NMIA' = 'SIA') {
  const rows = await db
    .select({ productid: products.productid, productname: products.productname, unitcostCents: products.unitcostCents, taxrateBp: products.taxrateBp, quantity: products.quantity, vendorid: products.vendorid })
    .from(products)
    .innerJoin(vendors, eq(vendors.vendorid, products.vendorid))
    .where(and(eq(vendors.airportid, airportid), eq(vendors.direction, 'D'), eq(vendors.status, 'A'), eq(products.status, 'A'), gte(products.quantity, min)))
    .orderBy(products.productid)
    .limit(5);
  return rows;
}

export type Line = { productid: number; productname: string; vendorid: string; unitcostCents: number; taxrateBp: number; quantity: number };

/** The grand total the web cart shows, in dollars. */
export const amountOf = (lines: Line[]) => {
  const sub = lines.reduce((s, l) => s + l.unitcostCents * l.quantity, 0);
  return (sub + taxCents(lines.map((l) => ({ lineCents: l.unitcostCents * l.quantity, bp: l.taxrateBp })))) / 100;
};

/** Tomorrow's first SIA departure, far enough away for every booking rule. */
export const tomorrowFlight = (airportid = 'SIA') => `${airportid}-D-AA1318-${addDays(airportDate(new Date()), 1).replaceAll('-', '')}`;

export function reserveRequest(lines: Line[], opts: { scheduleid?: string; reset?: 'Y' | 'N'; amount?: number } = {}) {
  return {
    source: 'AIR',
    reservation: {
      direction: 'D',
      scheduleid: opts.scheduleid ?? tomorrowFlight(),
      cart: lines.map((l) => ({ productid: l.productid, quantityincart: l.quantity })),
      walkin: 'N',
    },
    amount: opts.amount ?? amountOf(lines),
    reset: opts.reset ?? 'N',
  };
}

export function confirmRequest(orderid: string, lines: Line[], scheduleid = tomorrowFlight()) {
  return {
    orderid,
    direction: 'D',
    scheduleid,
    guest: guestInfo,
    cart: lines.map((l) => ({ productid: l.productid, quantityincart: l.quantity })),
    payment: { cardtype: 'visa', cardholder: 'Ann Brown', cardnumber: '1111', amount: amountOf(lines) },
    walkin: 'N',
    // An adult buyer (and, at the counter, ID seen), so carts of spirits pass the age check (decision 0130) unless a test says otherwise.
    dateofbirth: '1980-05-17',
    idseen: 'Y',
  };
}

/** Posts forms into the app itself, as a browser would (absolute URLs reduced to their path). */
export const injectPoster =
  (app: FastifyInstance): FormPoster =>
  async (url, fields) => {
    const res = await app.inject({
      method: 'POST',
      url: url.replace(/^https?:\/\/[^/]+/, ''),
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return res.body;
  };

/** Reserve, hold funds, answer the 3-D Secure page: what the shop does before confirmcart. */
export async function payFor(shop: TestShop, s: Session, lines: Line[], choice: 'approve' | 'decline' | 'cancel' = 'approve', cardnumber = VISA_APPROVE) {
  const reserved = await shop.call('reservecart', reserveRequest(lines), s);
  if (reserved.status !== 0) throw new Error(`reservecart: ${reserved.statusMessage}`);
  const orderid = reserved.data.orderid as string;
  const held = await shop.call('holdfunds', { orderid, transactioncode: 0, amount: amountOf(lines), creditcard: card(cardnumber) }, s);
  if (held.status !== 0) return { orderid, held, message: null };
  // The popup opens the gateway's page at its one-time address, in the frame of the shop's window.
  const page = await shop.app.inject({ method: 'GET', url: `${held.data.url as string}/bank` });
  const message = await complete3ds(injectPoster(shop.app), page.body, choice);
  return { orderid, held, message };
}

/** A placed order of the session's user: pay for the lines and confirm; answers the order id. */
export async function placeOrder(shop: TestShop, s: Session, lines: Line[], scheduleid = tomorrowFlight()) {
  const paid = await payFor(shop, s, lines);
  if (paid.held.status !== 0) throw new Error(`holdfunds: ${paid.held.statusMessage}`);
  const res = await shop.call('confirmcart', confirmRequest(paid.orderid, lines, scheduleid), s);
  if (res.status !== 0) throw new Error(`confirmcart: ${res.statusMessage}`);
  return paid.orderid;
}

/** `quantity` of the first product with enough stock of each store, as cart lines. */
export async function linesOf(db: Db, stores: string[], quantity = 2): Promise<Line[]> {
  const out: Line[] = [];
  for (const vendorid of stores) {
    const [p] = await db
      .select({ productid: products.productid, productname: products.productname, unitcostCents: products.unitcostCents, taxrateBp: products.taxrateBp, vendorid: products.vendorid })
      .from(products)
      .where(and(eq(products.vendorid, vendorid), eq(products.status, 'A'), gte(products.quantity, quantity + 5)))
      .orderBy(products.productid)
      .limit(1);
    if (!p) throw new Error(`no product with stock in ${vendorid}`);
    out.push({ ...p, quantity });
  }
  return out;
}

/** A shop with the shopper signed in and a one-item cart of a product that has at least 10 on the shelf. */
export async function startShopWithOneLine(): Promise<{ shop: TestShop; shopper: Session; lines: Line[] }> {
  const shop = await startShop();
  const shopper = await shop.signIn('shopper');
  const [a] = await pickProduct(shop.db, 10);
  return { shop, shopper, lines: [{ ...a!, quantity: 1 }] };
}
