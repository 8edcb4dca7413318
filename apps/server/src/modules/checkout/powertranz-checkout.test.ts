import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { products } from '../../db/schema/catalogue.js';
import { paymentAttempts, reservations } from '../../db/schema/checkout.js';
import { powertranzSandboxTransactions } from '../../db/schema/powertranz.js';
import { orders } from '../../db/schema/orders.js';
import { MERCHANT_RESPONSE_PATH } from '../../payments/gateway.js';
import { powertranzSandboxOf } from '../../payments/register.js';
import { PTZ_SANDBOX_MERCHANT } from '../../payments/powertranz/sandbox/context.js';
import { CHALLENGE_PASSWORD, PTZ_CARDS } from '../../payments/powertranz/sandbox/test-cards.js';
import { completeSpi, firstForm } from '../../bench/three-ds-browser.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { fakeClock } from '../../test/fake-clock.js';
import { amountOf, card, confirmRequest, guestInfo, injectPoster, pickProduct, reserveRequest, type Line } from '../../test/checkout-flow.js';
import { sweepCheckout } from './sweep.js';

const clock = fakeClock();
let shop: TestShop;
let shopper: Session;
let lines: Line[];

beforeAll(async () => {
  shop = await startShop({ deps: { clock }, env: { PAYMENT_GATEWAY: 'powertranz', POWERTRANZ_TIMEOUT_MS: '800' } });
  shopper = await shop.signIn('shopper');
  const [a] = await pickProduct(shop.db, 20);
  lines = [{ ...a!, quantity: 1 }];
});
afterAll(() => shop.close());
beforeEach(() => {
  clock.set(new Date());
  powertranzSandboxOf(shop.app)!.faults.clear();
});

const stock = async () => (await shop.db.select({ q: products.quantity }).from(products).where(eq(products.productid, lines[0]!.productid)))[0]!.q;
const attemptOf = async (orderid: string) => {
  const [r] = await shop.db.select().from(reservations).where(eq(reservations.orderid, orderid));
  return (await shop.db.select().from(paymentAttempts).where(eq(paymentAttempts.reservationId, r!.id)))[0]!;
};
const sandboxTx = async (id: string) => (await shop.db.select().from(powertranzSandboxTransactions).where(eq(powertranzSandboxTransactions.transactionIdentifier, id)))[0];
const status = (orderid: string) => shop.call('processcard', { action: 'TRANSACTIONSTATUS', orderid }, shopper);

/** Reserve and hold funds with a PowerTranz test card: the RedirectData for the popup. */
async function hold(pan: string) {
  const reserved = await shop.call('reservecart', reserveRequest(lines, { reset: 'Y' }), shopper);
  expect(reserved.status, reserved.statusMessage).toBe(Status.OK);
  const orderid = reserved.data.orderid as string;
  const held = await shop.call('holdfunds', { orderid, transactioncode: 0, amount: amountOf(lines), creditcard: card(pan), guest: guestInfo }, shopper);
  expect(held.status, held.statusMessage).toBe(Status.OK);
  return { orderid, html: held.data.html as string, attempt: await attemptOf(orderid) };
}

/** The callback page the sandbox would post, without posting it: its Response field. */
async function callbackFields(html: string, password = CHALLENGE_PASSWORD) {
  const post = injectPoster(shop.app);
  const start = firstForm(html);
  let page = await post(start.action, start.fields);
  if (/name="password"/.test(page)) page = await post(firstForm(page).action, { decision: 'submit', password });
  return firstForm(page);
}
const postBack = async (fields: Record<string, string>) => {
  const page = await injectPoster(shop.app)(MERCHANT_RESPONSE_PATH, fields);
  return JSON.parse((/data-message="([^"]*)"/.exec(page)?.[1] ?? '{}').replace(/&quot;/g, '"')) as { reasoncode: number; reasondescription: string };
};

describe('getpaymentgateway with PAYMENT_GATEWAY=powertranz', () => {
  it('names POWERTRANZ and no secret', async () => {
    const res = await shop.call('getpaymentgateway', {}, shopper);
    expect(res.data).toMatchObject({ paymentgateway: 'POWERTRANZ', currencycode: '840', transactioncode: 0 });
    expect(JSON.stringify(res)).not.toContain(PTZ_SANDBOX_MERCHANT.password);
    expect(JSON.stringify(res)).not.toContain(PTZ_SANDBOX_MERCHANT.id);
  });
});

describe('holdfunds, the callback and processcard on PowerTranz', () => {
  it('pays with a challenge card: a GUID per attempt, approved only by spi/payment, then the order', async () => {
    const h = await hold(PTZ_CARDS.challengeY);
    expect(h.attempt.gatewayOrderId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await status(h.orderid)).data).toMatchObject({ reasoncode: 999 });
    const msg = await completeSpi(injectPoster(shop.app), h.html, CHALLENGE_PASSWORD);
    expect(msg).toMatchObject({ orderid: h.orderid, responsecode: 1, reasoncode: 1 });
    const s = await status(h.orderid);
    expect(s.data).toMatchObject({ responsecode: 1, reasoncode: 1, amount: amountOf(lines), cardnumber: 'XXXXXXXXXXXX0006', originalresponsecode: '00' });
    expect(await sandboxTx(h.attempt.gatewayOrderId)).toMatchObject({ state: 'AUTHORIZED', orderIdentifier: h.orderid, authorizedCents: Math.round(amountOf(lines) * 100) });
    const confirmed = await shop.call('confirmcart', confirmRequest(h.orderid, lines), shopper);
    expect(confirmed.status, confirmed.statusMessage).toBe(Status.OK);
    expect((await shop.db.select().from(orders).where(eq(orders.orderid, h.orderid)))[0]!.gatewayOrderId).toBe(h.attempt.gatewayOrderId);
  });

  it('fails a frictionless N card with the bank text, and cancelcart gives the stock back', async () => {
    const before = await stock();
    const h = await hold(PTZ_CARDS.frictionlessN);
    expect(await stock()).toBe(before - 1);
    const msg = await completeSpi(injectPoster(shop.app), h.html, null);
    expect(msg.reasoncode).not.toBe(1);
    const s = await status(h.orderid);
    expect(s.data.reasoncode).toBe(2);
    expect(s.data.reasondescription).toBe('The card was not verified by 3-D Secure. Your bank says: We could not verify this card. Please contact your card issuer.');
    expect((await sandboxTx(h.attempt.gatewayOrderId))!.state).toBe('AUTH_FAILED');
    expect((await shop.call('cancelcart', { orderid: h.orderid }, shopper)).status).toBe(Status.OK);
    expect(await stock()).toBe(before);
  });

  it('refuses a card that is not a PowerTranz test card at holdfunds', async () => {
    const reserved = await shop.call('reservecart', reserveRequest(lines, { reset: 'Y' }), shopper);
    const held = await shop.call('holdfunds', { orderid: reserved.data.orderid, transactioncode: 0, amount: amountOf(lines), creditcard: card('4111111111111111') }, shopper);
    expect(held.status).toBe(Status.CARD_DECLINED);
    expect(held.statusMessage).toMatch(/not a PowerTranz sandbox test card/);
  });
});

describe('callbacks that must not move money', () => {
  it('a forged Y for an N card: the server-side completion is refused', async () => {
    const h = await hold(PTZ_CARDS.frictionlessN);
    const cb = await callbackFields(h.html);
    const forged = JSON.parse(cb.fields.Response!);
    forged.RiskManagement.ThreeDSecure.AuthenticationStatus = 'Y';
    const msg = await postBack({ Response: JSON.stringify(forged) });
    expect(msg.reasoncode).not.toBe(1);
    expect((await status(h.orderid)).data.reasoncode).not.toBe(1);
    expect((await sandboxTx(h.attempt.gatewayOrderId))!.state).toBe('AUTH_FAILED');
    const confirm = await shop.call('confirmcart', confirmRequest(h.orderid, lines), shopper);
    expect(confirm.status).not.toBe(Status.OK);
  });

  it('a made-up token, an unknown transaction or a malformed body is not verified', async () => {
    const h = await hold(PTZ_CARDS.frictionlessY);
    const cb = await callbackFields(h.html);
    const wrong = JSON.parse(cb.fields.Response!);
    wrong.SpiToken = 'made-up';
    expect((await postBack({ Response: JSON.stringify(wrong) })).reasondescription).toBe('The payment answer could not be verified.');
    expect((await postBack({ Response: JSON.stringify({ ...wrong, TransactionIdentifier: crypto.randomUUID() }) })).reasoncode).toBe(11);
    expect((await postBack({ Response: '{"Transaction' })).reasoncode).toBe(11);
    expect((await status(h.orderid)).data.reasoncode).toBe(999);
    expect((await sandboxTx(h.attempt.gatewayOrderId))!.state).toBe('AUTHENTICATED');
  });

  it('a replayed callback answers the first outcome and completes once', async () => {
    const h = await hold(PTZ_CARDS.frictionlessY);
    const cb = await callbackFields(h.html);
    const first = await postBack(cb.fields);
    const tx = await sandboxTx(h.attempt.gatewayOrderId);
    expect(await postBack(cb.fields)).toEqual(first);
    expect(first.reasoncode).toBe(1);
    expect(await sandboxTx(h.attempt.gatewayOrderId)).toEqual(tx);
  });

  it('a late callback (after the SpiToken’s 5 minutes) fails the attempt and moves nothing', async () => {
    const h = await hold(PTZ_CARDS.frictionlessY);
    const cb = await callbackFields(h.html);
    clock.advance(5 * 60_000 + 5000);
    const msg = await postBack(cb.fields);
    expect(msg.reasondescription).toBe('The 3-D Secure check took longer than 5 minutes.');
    expect((await status(h.orderid)).data.reasoncode).toBe(3);
    expect((await sandboxTx(h.attempt.gatewayOrderId))!.state).toBe('AUTHENTICATED');
  });

  it('a completion whose answer is lost is voided at once', async () => {
    const h = await hold(PTZ_CARDS.frictionlessY);
    const cb = await callbackFields(h.html);
    powertranzSandboxOf(shop.app)!.faults.next('timeout', 'spi/payment');
    const msg = await postBack(cb.fields);
    expect(msg.reasondescription).toBe('The payment answer was lost; its hold was released.');
    expect((await sandboxTx(h.attempt.gatewayOrderId))!.state).toBe('VOIDED');
    expect((await status(h.orderid)).data).toMatchObject({ reasoncode: 3, amount: 0 });
  });
});

describe('holds released on PowerTranz', () => {
  it('cancelcart voids an approved hold by its TransactionIdentifier', async () => {
    const h = await hold(PTZ_CARDS.frictionlessA);
    await postBack((await callbackFields(h.html)).fields);
    expect((await shop.call('cancelcart', { orderid: h.orderid }, shopper)).status).toBe(Status.OK);
    expect((await sandboxTx(h.attempt.gatewayOrderId))!.state).toBe('VOIDED');
    expect((await attemptOf(h.orderid)).state).toBe('REVERSED');
  });

  it('the sweep fails an attempt never completed and gives its stock back', async () => {
    const before = await stock();
    const h = await hold(PTZ_CARDS.challengeY);
    clock.advance(16 * 60_000);
    const report = await sweepCheckout(shop.app.deps);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(await stock()).toBe(before);
    expect((await attemptOf(h.orderid)).state).toBe('ERROR');
  });
});
