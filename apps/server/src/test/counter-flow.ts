import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../db/client.js';
import { facSandboxTransactions } from '../db/schema/fac-sandbox.js';
import { moveParts, partsOf } from '../modules/orders/order-repo.js';
import { paymentsOf } from '../modules/orders/ledger-repo.js';
import { startShop, type Session, type TestShop } from './harness.js';
import { amountOf, confirmRequest, payFor, pickProduct, type Line } from './checkout-flow.js';

/** A real PNG as the signature canvas gives it (a data URL). */
export const signature = () => QRCode.toDataURL('guest signature', { width: 120 });

/** A paid order (card held for its total) moved to CHECKED IN at the SIA departures lounge, as the queues do. */
export async function checkedInOrder(shop: TestShop, shopper: Session, lines: Line[]) {
  const paid = await payFor(shop, shopper, lines);
  const res = await shop.call('confirmcart', confirmRequest(paid.orderid, lines), shopper);
  if (res.status !== 0) throw new Error(`confirmcart: ${res.statusMessage}`);
  const orderid = res.data.orderid as string;
  const stores = (await partsOf(shop.db, orderid)).map((p) => p.vendorid);
  await moveParts(shop.db, orderid, stores, { status: 'CHECKED IN', at: new Date() });
  return { orderid, amount: amountOf(lines) };
}

/** The ordered items of an order with the quantities staff enter (processedquantity). */
export async function itemsWith(shop: TestShop, s: Session, orderid: string, quantity: (ordered: number, i: number) => number) {
  const o = await shop.call('getorder', { orderid }, s);
  const items = o.data.order.orderitems as { orderitemid: number; orderedamount: number; unitcost: number; taxrate: number }[];
  return items.map((i, n) => ({ orderitemid: i.orderitemid, orderedquantity: i.orderedamount, processedquantity: quantity(i.orderedamount, n) }));
}

/** The sandbox's own record of one card transaction (what the gateway holds, captured, refunded). */
export async function sandboxOf(db: Db, gatewayOrderId: string) {
  const [t] = await db.select().from(facSandboxTransactions).where(eq(facSandboxTransactions.orderNumber, gatewayOrderId));
  return t!;
}

export const ledgerKinds = async (db: Db, orderid: string) => (await paymentsOf(db, orderid)).map((p) => `${p.kind} ${p.amountCents}${p.currency === 'USD' ? '' : ` ${p.currency} ${p.currencyCents}`}`);

/** A counter test file's shop: the shopper and the lounge signed in, two lines to order and one extra to add. */
export interface CounterSetup {
  shop: TestShop;
  shopper: Session;
  lounge: Session;
  lines: Line[];
  extra: Line;
}

export async function counterSetup(): Promise<CounterSetup> {
  const shop = await startShop();
  const [a, b, c] = await pickProduct(shop.db, 20);
  return {
    shop,
    shopper: await shop.signIn('shopper'),
    lounge: await shop.signIn('lounge'),
    lines: [
      { ...a!, quantity: 2 },
      { ...b!, quantity: 1 },
    ],
    extra: { ...c!, quantity: 1 },
  };
}
