import type { APIRequestContext } from '@playwright/test';
import { toDollars, totalsCents } from '@shop/contracts/money';
import { complete3ds } from '../../server/src/bench/three-ds-browser';
import { APPROVE_CARD, GUEST, tomorrow } from './checkout-support';
import { call, login, type Session } from './counter-support';

// Orders paid through the shop's own calls, in the order the storefront's card flow makes them: reserve the
// cart, hold the funds, approve at the bank in the 3-D Secure pages (fetched and posted as the popup's frame
// does), confirm. For the tests whose subject is what happens to an order once it is paid. The storefront's
// purchase itself is walked in checkout-pay.spec.ts, the PowerTranz specs, my-orders.spec.ts and the mixed-order
// walk on the phone; walking it again cost each of the others about 19 s of a busy machine (docs/decisions/0210).

/** A product a shopper picks by the names the storefront shows: the store's and the product's. */
export interface Pick {
  store: string;
  product: string;
  quantity?: number;
}

/** A buyer of age, sent with every cart: most of these carts hold rum, which only adults may buy (decision 0130). */
const DATE_OF_BIRTH = '1980-05-17';

async function ok<T>(request: APIRequestContext, s: Session, name: string, req: object): Promise<T> {
  const res = await call<T>(request, s, name, req);
  if (res.status !== 0) throw new Error(`${name}: ${res.status} ${res.statusMessage}`);
  return res.data;
}

type Store = { storeid: string; name: string };

/** The cart line of a pick at one of Sangster's departure `stores`, priced as getproducts answers it. */
async function lineOf(request: APIRequestContext, s: Session, stores: Store[], pick: Pick) {
  const vendorid = stores.find((st) => st.name === pick.store)?.storeid;
  if (!vendorid) throw new Error(`no store ${pick.store} at SIA departures`);
  type Product = { productid: number; productname: string; unitcost: number; taxrate: number | null };
  const { products } = await ok<{ products: Product[] }>(request, s, 'getproducts', { vendorid, search: pick.product });
  const product = products.find((p) => p.productname === pick.product);
  if (!product) throw new Error(`no product ${pick.product} at ${pick.store}`);
  return { productid: product.productid, quantityincart: pick.quantity ?? 1, unitcost: product.unitcost, taxrate: product.taxrate };
}

/**
 * `username` buys the picks by card for tomorrow's first SIA departure, approved at the bank; answers the order
 * id. The shop cannot tell it from a purchase in the storefront: the same calls, the same gateway pages.
 */
export async function orderByCalls(request: APIRequestContext, username: string, picks: Pick[]): Promise<string> {
  const s = await login(request, username);
  const { stores } = await ok<{ stores: Store[] }>(request, s, 'getstores', { airportid: 'SIA', direction: 'D' });
  const cart = [];
  for (const pick of picks) cart.push(await lineOf(request, s, stores, pick));
  const amount = toDollars(totalsCents(cart.map((l) => ({ unitcost: l.unitcost, quantity: l.quantityincart, taxrate: l.taxrate }))).grand);
  const { flightschedule } = await ok<{ flightschedule: { scheduleId: string }[] }>(request, s, 'getschedule', { airportid: 'SIA', direction: 'D', traveldate: tomorrow() });
  const scheduleid = flightschedule[0]!.scheduleId;
  const guest = { firstname: GUEST.first, lastname: GUEST.last, email: GUEST.email, phone: GUEST.phone };

  const { orderid } = await ok<{ orderid: string }>(request, s, 'reservecart', { source: 'AIR', reservation: { direction: 'D', scheduleid, cart, walkin: 'N' }, amount, reset: 'Y' });
  const card = { cardtype: 'visa', cardholder: `${GUEST.first} ${GUEST.last}`, cardnumber: APPROVE_CARD, expirydate: '1230', cvv: '987' };
  const held = await ok<{ url: string }>(request, s, 'holdfunds', { orderid, transactioncode: 0, amount, creditcard: card, guest });
  // The popup's frame loads the gateway's page from the shop's one-time address; its forms go on from there.
  const page = await (await request.get(`${held.url}/bank`)).text();
  const post = async (url: string, form: Record<string, string>) => (await request.post(url, { form })).text();
  const message = await complete3ds(post, page, 'approve');
  if (message.reasoncode !== 1) throw new Error(`3-D Secure: ${message.reasoncode} ${message.reasondescription}`);

  const payment = { paymentmethod: 'CC', transactioncode: 0, cardtype: 'visa', cardholder: card.cardholder, cardnumber: APPROVE_CARD.slice(-4), amount };
  await ok(request, s, 'confirmcart', { orderid, direction: 'D', scheduleid, guest, cart, payment, walkin: 'N', dateofbirth: DATE_OF_BIRTH });
  return orderid;
}
