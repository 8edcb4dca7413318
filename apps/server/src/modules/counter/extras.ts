import { asc, eq, sql } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import type { Conn } from '../../db/client.js';
import { orderExtraItems } from '../../db/schema/counter.js';
import { AppError } from '../../lib/app-error.js';
import { findCartProducts } from '../checkout/cart-repo.js';
import { mergeCart } from '../checkout/reserve-service.js';
import { stockOf, takeStock } from '../checkout/reservation-repo.js';

export interface PricedLine {
  productid: number;
  vendorid: string;
  productname: string;
  unitcostCents: number;
  taxrateBp: number;
  quantity: number;
}

/** Prices the items added at the counter from the catalogue: active products of the order's airport, in stock. */
export async function priceExtras(db: Conn, extras: { productid: number; quantity: number }[], airportid: string): Promise<PricedLine[]> {
  const merged = mergeCart(extras.map((e) => ({ productid: e.productid, quantityincart: e.quantity })));
  const rows = new Map((await findCartProducts(db, merged.map((m) => m.productid))).map((r) => [r.productid, r]));
  return merged.map((m) => {
    const p = rows.get(m.productid);
    if (!p || p.status !== 'A' || p.storeStatus !== 'A' || p.airportid !== airportid) {
      throw new AppError(Status.STOCK_UNAVAILABLE, `${p?.productname ?? `Product ${m.productid}`} is not sold at this lounge.`);
    }
    if (p.quantity < m.quantity) throw new AppError(Status.STOCK_UNAVAILABLE, `Only ${p.quantity} item left in stock for ${p.productname}`);
    return { productid: p.productid, vendorid: p.vendorid, productname: p.productname, unitcostCents: p.unitcostCents, taxrateBp: p.taxrateBp, quantity: m.quantity };
  });
}

/** Takes the extra items off the shelf (one atomic conditional update each) and keeps them with the order. */
export async function addExtras(tx: Conn, orderid: string, lines: readonly PricedLine[], at: Date) {
  for (const l of lines) {
    if (!(await takeStock(tx, l.productid, l.quantity))) {
      throw new AppError(Status.STOCK_UNAVAILABLE, `Only ${await stockOf(tx, l.productid)} item left in stock for ${l.productname}`);
    }
  }
  if (lines.length) await tx.insert(orderExtraItems).values(lines.map((l) => ({ ...l, orderid, at })));
}

/** The items added to an order at the counter, one line per product (quantities summed), oldest first. */
export async function extrasOf(db: Conn, orderid: string): Promise<PricedLine[]> {
  const t = orderExtraItems;
  return db
    .select({ productid: t.productid, vendorid: t.vendorid, productname: t.productname, unitcostCents: t.unitcostCents, taxrateBp: t.taxrateBp, quantity: sql<number>`sum(${t.quantity})::int` })
    .from(t)
    .where(eq(t.orderid, orderid))
    .groupBy(t.productid, t.vendorid, t.productname, t.unitcostCents, t.taxrateBp)
    .orderBy(asc(sql`min(${t.id})`));
}
