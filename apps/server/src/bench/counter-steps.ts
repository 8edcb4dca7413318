import { convertCents, taxCents } from '@shop/contracts/money';
import type { GatewayName } from '../payments/gateway.js';
import { approve3ds, benchCard, type ShopClient, type Shopper } from './checkout-shopper.js';

export interface BenchProduct {
  productid: number;
  unitcostCents: number;
  taxrateBp: number;
}

interface Item {
  orderitemid: number;
  orderedamount: number;
  unitcost: number;
  taxrate: number;
}

const JMD_RATE = 157.5;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const cents = (lines: { unitcostCents: number; taxrateBp: number; quantity: number }[]) => {
  const live = lines.filter((l) => l.quantity > 0);
  const sub = live.reduce((s, l) => s + l.unitcostCents * l.quantity, 0);
  return sub + taxCents(live.map((l) => ({ lineCents: l.unitcostCents * l.quantity, bp: l.taxrateBp })));
};
const asLine = (i: Item, quantity: number) => ({ unitcostCents: Math.round(i.unitcost * 100), taxrateBp: Math.round(i.taxrate * 10000), quantity });
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** How the rest above the deposit is paid: cash in USD or JMD, or a card held through 3-D Secure (holdrest). */
const restPayment = () => pick(['USD', 'JMD', 'card'] as const);

async function payRest(c: ShopClient, s: Shopper, gateway: GatewayName, way: ReturnType<typeof restPayment>, request: object) {
  if (way === 'USD') return { paymentMethod: 'cash', currencycode: 'USD', exchangerate: 1 };
  if (way === 'JMD') return { paymentMethod: 'cash', currencycode: 'JMD', exchangerate: JMD_RATE };
  const held = await c.call('holdrest', { ...request, creditcard: benchCard(gateway) }, s);
  if (held.status !== 0) return { paymentMethod: 'card' };
  if (held.data.html) await approve3ds(c, gateway, held.data.html).catch(() => undefined);
  return { paymentMethod: 'card', transactionid: held.data.transactionid };
}

/**
 * Checks one order out as the lounge would: random applied quantities and extra items; a refused held
 * payment (116) is taken again with FORCECHECKOUTORDER in cash; other failures are tried again, as staff would.
 */
export async function checkOutOrder(c: ShopClient, s: Shopper, gateway: GatewayName, orderid: string, extras: BenchProduct[]): Promise<Item[] | null> {
  const o = await c.call('getorder', { orderid }, s);
  const order = (o.data as unknown as { order: { orderitems: Item[]; agecheck: boolean } }).order;
  const items = order.orderitems;
  const applied = items.map((i) => Math.floor(Math.random() * (i.orderedamount + 1)));
  const extraOrder = Math.random() < 0.4 ? [{ productid: pick(extras).productid, quantity: 1 + Math.floor(Math.random() * 2) }] : [];
  const extraLines = extraOrder.map((e) => ({ ...extras.find((x) => x.productid === e.productid)!, quantity: e.quantity }));
  const final = cents([...items.map((i, n) => asLine(i, applied[n]!)), ...extraLines]);
  const base = {
    orderid,
    ordereditems: items.map((i, n) => ({ orderitemid: i.orderitemid, orderedquantity: i.orderedamount, processedquantity: applied[n]! })),
    extraOrder,
    amount: final / 100,
    signature: SIGNATURE,
    // Alcohol or tobacco: the staff member has seen the guest's ID, as the check-out screen asks (decision 0130).
    ...(order.agecheck ? { idseen: 'Y' as const } : {}),
  };
  const way = restPayment();
  let action = 'CHECKOUTORDER';
  for (let tries = 0; tries < 6; tries++) {
    // The rest above the deposit, if any, is paid afresh on each try (a card payment is used once).
    const rest = await payRest(c, s, gateway, way, { ...base, processaction: action });
    const res = await c.call('processorder', { ...base, ...rest, processaction: action }, s);
    if (res.status === 0) return items.map((i, n) => ({ ...i, orderedamount: applied[n]! }));
    if (res.status === 116) action = 'FORCECHECKOUTORDER';
  }
  return null;
}

/** Refunds some of what the guest took, to the card or in cash, trying again after a failure. */
export async function refundOrder(c: ShopClient, s: Shopper, orderid: string, taken: Item[]) {
  const back = taken.map((i) => Math.floor(Math.random() * (i.orderedamount + 1)));
  const amount = cents(taken.map((i, n) => asLine(i, back[n]!)));
  if (amount === 0) return;
  const method = Math.random() < 0.6 ? { paymentMethod: 'card', creditcard: { cardtype: 'VISA', cardholder: 'Bench Guest', cardnumber: '1111', authorizationnumber: '000000' } } : { paymentMethod: 'cash', currencycode: 'JMD', exchangerate: JMD_RATE };
  const req = {
    orderid,
    processaction: 'REFUNDORDER',
    ordereditems: taken.map((i, n) => ({ orderitemid: i.orderitemid, orderedquantity: i.orderedamount, processedquantity: back[n]! })),
    amount: amount / 100,
    ...method,
  };
  for (let tries = 0; tries < 4; tries++) {
    const res = await c.call('processorder', req, s);
    if (res.status === 0 || res.status === 1 || res.status === 7) return;
  }
}

export const jmd = (usdCents: number) => convertCents(usdCents, JMD_RATE);
