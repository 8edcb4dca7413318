import { CHALLENGE_PASSWORD, PTZ_CARDS } from '../payments/powertranz/sandbox/test-cards.js';
import type { GatewayName } from '../payments/gateway.js';
import { complete3ds, completeSpi } from './three-ds-browser.js';
import { httpClient } from './http-client.js';

/** The envelope, with the few answer fields a shopper reads. */
export interface Envelope {
  status: number;
  statusMessage: string;
  data: { username: string; sessionid: string; orderid: string; html: string; reasoncode: number; amount: number; transactionid: string };
}

export interface Shopper {
  username: string;
  sessionid: string;
}

/** One HTTP client of the shop: calls, and the popup's form posts. */
export function shopClient(base: string) {
  const http = httpClient(base);
  async function call(name: string, request: object, s: Shopper | null = null): Promise<Envelope> {
    const body = JSON.stringify({ username: s?.username ?? '', sessionid: s?.sessionid ?? '', failstatus: 0, request });
    return JSON.parse(await http.post(`/api/${name}`, 'application/json', body)) as Envelope;
  }
  async function post(url: string, fields: Record<string, string>): Promise<string> {
    return http.post(url, 'application/x-www-form-urlencoded', new URLSearchParams(fields).toString());
  }
  async function guest(): Promise<Shopper> {
    const res = await call('login', { silentLogin: 'Y', internal: 'Y' });
    if (res.status !== 0) throw new Error(`guest sign-in failed: ${res.statusMessage}`);
    return { username: res.data.username, sessionid: res.data.sessionid };
  }
  return { call, post, guest };
}

export type ShopClient = ReturnType<typeof shopClient>;

export interface Purchase {
  productid: number;
  quantity: number;
  amount: number;
  scheduleid: string;
  /** Which sandbox answers: FAC's approve click, or PowerTranz's challenge card and its password. */
  gateway?: GatewayName;
  /** The order ids of completed purchases are added here (the counter bench carries them on). */
  placed?: string[];
  /** Several lines instead of one product (productid and quantity are then ignored). */
  cart?: { productid: number; quantityincart: number }[];
  /** Why a purchase failed, as "step: status message", is added here. */
  failures?: string[];
}

export type Outcome = 'ordered' | 'stock' | 'failed';

const guestInfo = { firstname: 'Bench', lastname: 'Shopper', email: 'bench@example.com', phone: '8765550100' };
/** The buyer's date of birth: the bench's bottles are alcohol, which the shop sells to adults only (decision 0130). */
const DATE_OF_BIRTH = '1985-06-21';

/**
 * One shopper's purchase the way the web app makes it (docs/decisions/0024): reserve, hold funds, approve in
 * the 3-D Secure page, check the status, confirm; on any failure cancel the cart.
 */
export async function purchase(c: ShopClient, s: Shopper, p: Purchase, steps?: number[]): Promise<Outcome> {
  const mark = () => steps?.push(performance.now());
  mark();
  const cart = p.cart ?? [{ productid: p.productid, quantityincart: p.quantity }];
  const reserved = await c.call('reservecart', { source: 'AIR', reservation: { direction: 'D', scheduleid: p.scheduleid, cart, walkin: 'N' }, amount: p.amount, reset: 'Y' }, s);
  // Marked before the outcome is known: the shopper told it is sold out has had an answer too.
  mark();
  if (reserved.status === 16) return 'stock';
  if (reserved.status !== 0) throw new Error(`reservecart: ${reserved.status} ${reserved.statusMessage}`);
  const orderid = reserved.data.orderid;
  const fail = async (step: string, why: string): Promise<Outcome> => {
    p.failures?.push(`${step}: ${why}`);
    await c.call('cancelcart', { orderid }, s);
    return 'failed';
  };
  const held = await c.call('holdfunds', { orderid, transactioncode: 0, amount: p.amount, creditcard: benchCard(p.gateway ?? 'FAC'), guest: guestInfo }, s);
  if (held.status !== 0) return fail('holdfunds', `${held.status} ${held.statusMessage}`);
  mark();
  const bank = await approve3ds(c, p.gateway ?? 'FAC', held.data.html).catch((e: Error) => e);
  if (bank instanceof Error) return fail('3-D Secure page', bank.message.slice(0, 160));
  mark();
  const status = await c.call('processcard', { action: 'TRANSACTIONSTATUS', orderid }, s);
  if (status.status !== 0 || status.data.reasoncode !== 1 || status.data.amount !== p.amount) {
    return fail('processcard', `${status.status} ${status.statusMessage} (reason ${status.data?.reasoncode}, amount ${status.data?.amount})`);
  }
  mark();
  const payment = { cardtype: 'visa', cardholder: 'Bench Shopper', cardnumber: '1111', amount: p.amount };
  const confirmed = await c.call('confirmcart', { orderid, direction: 'D', scheduleid: p.scheduleid, guest: guestInfo, cart, payment, walkin: 'N', dateofbirth: DATE_OF_BIRTH }, s);
  mark();
  if (confirmed.status === 0) p.placed?.push(orderid);
  return confirmed.status === 0 ? 'ordered' : fail('confirmcart', `${confirmed.status} ${confirmed.statusMessage}`);
}

/** The test card a bench shopper pays with on each gateway's sandbox (PowerTranz: a challenge card). */
export const benchCard = (gateway: GatewayName) => ({
  cardtype: 'visa',
  cardholder: 'Bench Shopper',
  cardnumber: gateway === 'POWERTRANZ' ? PTZ_CARDS.challengeY : '4111111111111111',
  expirydate: '1230',
  cvv: '123',
});

/** Approves a 3-D Secure page in the popup as the cardholder would, on either gateway's sandbox. */
export const approve3ds = (c: ShopClient, gateway: GatewayName, html: string) =>
  gateway === 'POWERTRANZ' ? completeSpi(c.post, html, CHALLENGE_PASSWORD) : complete3ds(c.post, html, 'approve');
