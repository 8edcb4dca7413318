import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { facSandboxOf } from '../../payments/register.js';
import { MERCHANT_RESPONSE_PATH } from '../../payments/gateway.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { amountOf, card, confirmRequest, injectPoster, payFor, pickProduct, reserveRequest, type Line } from '../../test/checkout-flow.js';
import { firstForm } from '../../bench/three-ds-browser.js';

let shop: TestShop;
let shopper: Session;
let lines: Line[];
const faults = () => facSandboxOf(shop.app)!.faults;
const GATEWAY_DOWN = 'The payment service did not answer. Please try again later.';
const GATEWAY_ERROR = 'The payment service answered with an error. Please try again later.';

beforeAll(async () => {
  shop = await startShop({ env: { FAC_TIMEOUT_MS: '800' } });
  shopper = await shop.signIn('shopper');
  const [a] = await pickProduct(shop.db, 10);
  lines = [{ ...a!, quantity: 1 }];
});
afterAll(() => shop.close());
beforeEach(() => faults().clear());

async function reserve() {
  const res = await shop.call('reservecart', reserveRequest(lines, { reset: 'Y' }), shopper);
  return res.data.orderid as string;
}
const hold = (orderid: string, cardnumber?: string) =>
  shop.call('holdfunds', { orderid, transactioncode: 0, amount: amountOf(lines), creditcard: card(cardnumber) }, shopper);
const status = (orderid: string) => shop.call('processcard', { action: 'TRANSACTIONSTATUS', orderid }, shopper);

describe('holdfunds against a failing gateway', () => {
  for (const kind of ['http500', 'malformed', 'timeout'] as const) {
    it(`answers 115 when the gateway's answer is ${kind}`, async () => {
      const orderid = await reserve();
      faults().next(kind, 'Authorize3DS');
      const res = await hold(orderid);
      expect(res.status).toBe(Status.CARD_GATEWAY_ERROR);
      expect(res.statusMessage).toBe(kind === 'timeout' ? GATEWAY_DOWN : GATEWAY_ERROR);
      // The shopper can try again on the same reservation.
      expect((await hold(orderid)).status).toBe(Status.OK);
    });
  }

  it('answers 115 for the test card the gateway never answers', async () => {
    const res = await hold(await reserve(), '4000000000050999');
    expect(res.status).toBe(Status.CARD_GATEWAY_ERROR);
  });
});

describe('processcard TRANSACTIONSTATUS', () => {
  it('answers 999 pending before the shopper has answered the 3-D Secure page', async () => {
    const orderid = await reserve();
    expect((await status(orderid)).data).toMatchObject({ reasoncode: 999, amount: 0 });
    await hold(orderid);
    expect((await status(orderid)).data).toMatchObject({ reasoncode: 999, responsecode: 3, amount: 0 });
  });

  for (const kind of ['http500', 'signature', 'timeout'] as const) {
    it(`answers 115 when the status answer is ${kind}, and confirmcart too`, async () => {
      const paid = await payFor(shop, shopper, lines);
      faults().next(kind, 'TransactionStatus');
      const res = await status(paid.orderid);
      expect(res.status).toBe(Status.CARD_GATEWAY_ERROR);
      faults().next(kind, 'TransactionStatus');
      const confirm = await shop.call('confirmcart', confirmRequest(paid.orderid, lines), shopper);
      expect(confirm.status).toBe(Status.CARD_GATEWAY_ERROR);
      // Once the gateway answers again, the paid reservation confirms.
      expect((await shop.call('confirmcart', confirmRequest(paid.orderid, lines), shopper)).status).toBe(Status.OK);
    });
  }

  it('answers 18 for an order that is not the caller’s', async () => {
    const orderid = await reserve();
    expect((await shop.call('processcard', { action: 'TRANSACTIONSTATUS', orderid }, await shop.signIn('lounge'))).status).toBe(Status.RESERVATION_EXPIRED);
    expect((await shop.call('processcard', { action: 'CHARGE', orderid }, shopper)).status).toBe(Status.INVALID_REQUEST);
  });
});

describe('the 3-D Secure return page', () => {
  it('refuses a result with a forged signature and tells the opener it failed', async () => {
    const orderid = await reserve();
    const held = await hold(orderid);
    const post = injectPoster(shop.app);
    const start = firstForm(held.data.html);
    const decision = firstForm(await post(start.action, start.fields));
    const result = firstForm(await post(decision.action, { decision: 'approve' }));
    const res = await shop.app.inject({
      method: 'POST',
      url: MERCHANT_RESPONSE_PATH,
      payload: new URLSearchParams({ ...result.fields, Signature: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; script-src 'self'; frame-ancestors 'self'");
    expect(res.body).toContain(`<script src="${MERCHANT_RESPONSE_PATH}.js" defer></script>`);
    expect(res.body).not.toMatch(/<script>[^<]/);
    expect(res.body).toContain('&quot;reasoncode&quot;:11');
    // The forged result changed nothing: the gateway's own answer decides.
    expect((await status(orderid)).data.reasoncode).toBe(1);
  });

  it('serves the script that posts the result to the opener on the shop origin only', async () => {
    const res = await shop.app.inject({ method: 'GET', url: `${MERCHANT_RESPONSE_PATH}.js` });
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.body).toContain('postMessage(msg, window.location.origin)');
  });
});
