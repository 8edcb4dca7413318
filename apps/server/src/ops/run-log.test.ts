import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { sha256Hex } from '../modules/auth/tokens.js';
import { complete3ds } from '../bench/three-ds-browser.js';
import { startShop, type TestShop } from '../test/harness.js';
import { VISA_APPROVE, VISA_DECLINE, amountOf, confirmRequest, injectPoster, pickProduct, reserveRequest, type Line } from '../test/checkout-flow.js';

// A whole run's log, at the most talkative level, searched for what must never be in it.
const lines: string[] = [];
const NEW_PASSWORD = 'Rum&Coffee#2027';
const CVV = '987';
let shop: TestShop;
let lines1: Line[];

const creditcard = (cardnumber: string) => ({ cardtype: 'visa', cardholder: 'Ann Brown', cardnumber, expirydate: '1230', cvv: CVV });
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  shop = await startShop({ env: { LOG_LEVEL: 'trace' }, logStream });
  const [p] = await pickProduct(shop.db, 10);
  lines1 = [{ ...p!, quantity: 1 }];
});
afterAll(() => shop.close());

/** Reserve and hold funds through the app; answers the holdfunds answer's request id and its 3-D Secure page. */
async function hold(s: { username: string; sessionid: string }, cardnumber: string) {
  const reserved = await shop.call('reservecart', reserveRequest(lines1, { reset: 'Y' }), s);
  const orderid = reserved.data.orderid as string;
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/holdfunds',
    payload: { ...s, failstatus: 0, request: { orderid, transactioncode: 0, amount: amountOf(lines1), creditcard: creditcard(cardnumber) } },
  });
  return { orderid, reqId: res.headers['x-request-id'] as string, html: (res.json() as { data: { html: string } }).data.html };
}

describe('a run of the shop\'s log', () => {
  it('ties each gateway call to its request and never holds card data or passwords', async () => {
    const s = await shop.signIn('shopper');
    const declined = await hold(s, VISA_DECLINE);
    await complete3ds(injectPoster(shop.app), declined.html, 'decline');
    const paid = await hold(s, VISA_APPROVE);
    await complete3ds(injectPoster(shop.app), paid.html, 'approve');
    expect((await shop.call('confirmcart', confirmRequest(paid.orderid, lines1), s)).status).toBe(0);
    const changed = await shop.call('changepassword', { oldpassword: sha256Hex(DEMO_PASSWORD), newpassword: sha256Hex(NEW_PASSWORD) }, s);
    expect(changed.status).toBe(0);
    await shop.call('login', { username: 'shopper', password: sha256Hex('wrong one'), terms: 'N', internal: 'N', silentLogin: 'N' });

    // Every gateway call has a line carrying the id of the request it ran for.
    const calls = logged().filter((l) => l.msg === 'gateway call');
    const started = calls.find((l) => l.operation === 'startAuthentication' && l.reqId === paid.reqId);
    expect(started).toMatchObject({ gateway: 'FAC', outcome: 'approved' });
    expect(calls.every((l) => typeof l.reqId === 'string')).toBe(true);

    const all = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    for (const secret of [VISA_APPROVE, VISA_DECLINE, DEMO_PASSWORD, sha256Hex(DEMO_PASSWORD), NEW_PASSWORD, sha256Hex(NEW_PASSWORD), sha256Hex('wrong one')]) {
      expect(all).not.toContain(secret);
    }
    // The CVV as a JSON value (bare digits may be part of a time).
    expect(all).not.toContain(`"${CVV}"`);
  });
});
