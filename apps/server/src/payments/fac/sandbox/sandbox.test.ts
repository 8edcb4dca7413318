import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startShop, type TestShop } from '../../../test/harness.js';
import { GatewayError, type StartAuthenticationInput } from '../../gateway.js';
import { selfTransport } from '../../http-transport.js';
import { facSandboxOf } from '../../register.js';
import { FacGateway } from '../fac-gateway.js';
import type { FacSandbox } from './routes.js';
import { SANDBOX_SERVICE_PATH } from './routes.js';
import { injectPoster, pay3ds, type FormPoster } from './sandbox-flow.js';
import { SANDBOX_CARDS } from './test-cards.js';
import { SANDBOX_MERCHANT } from './validate.js';

let shop: TestShop;
let sandbox: FacSandbox;
let gateway: FacGateway;
let post: FormPoster;

const gatewayWith = (timeoutMs: number, password = SANDBOX_MERCHANT.password) =>
  new FacGateway({
    credentials: { ...SANDBOX_MERCHANT, password },
    endpoint: SANDBOX_SERVICE_PATH,
    transport: selfTransport(shop.app),
    timeoutMs,
    merchantResponseUrl: 'http://localhost:4313/payments/3ds-return',
  });

const order = () => `T-${randomBytes(5).toString('hex')}`;
const input = (card: string = SANDBOX_CARDS.approve.visa, cvv = '123'): StartAuthenticationInput => ({
  orderId: order(),
  amountCents: 2550,
  card: { number: card, holder: 'Jane Doe', expiry: '1230', cvv },
});

beforeAll(async () => {
  shop = await startShop({ seed: false });
  sandbox = facSandboxOf(shop.app)!;
  gateway = gatewayWith(3000);
  post = injectPoster(shop.app);
});
afterAll(() => shop.close());
beforeEach(() => sandbox.faults.clear());

describe('FAC sandbox: 3-D Secure through the page forms', () => {
  it('approves: the signed merchant POST, then status with the held amount', async () => {
    const i = input();
    const { posted, walk } = await pay3ds(post, gateway, i, 'approve');
    expect(walk.acsPage).toContain('Approve');
    expect(walk.acsPage).toContain('XXXXXXXXXXXX1111');
    expect(walk.acsPage).not.toContain(SANDBOX_CARDS.approve.visa);
    expect(walk.acsPage).not.toMatch(/<script(?![^>]*\ssrc=)|\son[a-z]+=/);
    expect(walk.responseUrl).toBe('http://localhost:4313/payments/3ds-return');
    expect(walk.fields).toMatchObject({ MerID: '88800000', AcqID: '464748', OrderID: i.orderId, AuthenticationResult: 'Y', ECIIndicator: '05' });
    // The POST's result is FAC's own status of the order (the signature does not cover the posted code).
    expect(posted).toMatchObject({ outcome: 'approved', responseCode: 1, reasonCode: 1, authorizedCents: 2550, maskedCard: 'XXXXXXXXXXXX1111' });
    const status = await gateway.status(i.orderId);
    expect(status).toMatchObject({ outcome: 'approved', responseCode: 1, reasonCode: 1, authorizedCents: 2550, originalResponseCode: '00' });
    expect(status.authorizationNumber).toMatch(/^\d{6}$/);
    expect(status.authorizationNumber).toBe(posted.authorizationNumber);
    expect(status.referenceNumber).toMatch(/^\d{12}$/);
  });

  it('is pending (3/999) before the shopper decides, and for an unknown order', async () => {
    const i = input();
    const started = await gateway.startAuthentication(i);
    expect(started.kind).toBe('html');
    expect(await gateway.status(i.orderId)).toMatchObject({ outcome: 'pending', responseCode: 3, reasonCode: 999, authorizedCents: 0 });
    expect(await gateway.status('never-sent')).toMatchObject({ outcome: 'pending', reasonCode: 999, reasonDescription: 'No Response' });
  });

  it('declines when the shopper clicks Decline (authentication failed)', async () => {
    const i = input();
    const { posted, walk } = await pay3ds(post, gateway, i, 'decline');
    expect(walk.fields.AuthenticationResult).toBe('U');
    expect(posted).toMatchObject({ outcome: 'declined', responseCode: 2, reasonCode: 2, authorizedCents: 0 });
    expect(await gateway.status(i.orderId)).toMatchObject({ outcome: 'declined', responseCode: 2, reasonCode: 2 });
  });

  it('cancels when the shopper clicks Cancel (3/36), and a second click changes nothing', async () => {
    const i = input();
    const { posted } = await pay3ds(post, gateway, i, 'cancel');
    expect(posted).toMatchObject({ outcome: 'cancelled', responseCode: 3, reasonCode: 36 });
    expect(await gateway.status(i.orderId)).toMatchObject({ outcome: 'cancelled', reasonCode: 36, reasonDescription: 'Cardholder cancelled the request' });
  });

  it('follows the test cards: decline, gateway error, CVV 000', async () => {
    const declined = await pay3ds(post, gateway, input(SANDBOX_CARDS.decline.mastercard), 'approve');
    expect(declined.posted).toMatchObject({ outcome: 'declined', reasonCode: 2 });
    const failed = await pay3ds(post, gateway, input(SANDBOX_CARDS.error.visa), 'approve');
    expect(failed.posted).toMatchObject({ outcome: 'error', responseCode: 3, reasonCode: 90 });
    const badCvv = await pay3ds(post, gateway, input(SANDBOX_CARDS.approve.mastercard, '000'), 'approve');
    expect(badCvv.posted).toMatchObject({ outcome: 'declined', reasonCode: 2 });
    expect(badCvv.walk.fields.CVV2Result).toBe('N');
  });

  it('fails a 3-D Secure page left open too long with 3/401', async () => {
    const i = input();
    const started = await gateway.startAuthentication(i);
    if (started.kind !== 'html') throw new Error('no page');
    sandbox.context.acsLifetimeMs = 0;
    try {
      expect(await gateway.status(i.orderId)).toMatchObject({ outcome: 'error', responseCode: 3, reasonCode: 401 });
      const late = await post(/action="([^"]+)"/.exec(started.html)![1]!, 'decision=approve');
      expect(late.body).toContain('name="ReasonCode" value="401"');
    } finally {
      sandbox.context.acsLifetimeMs = 600_000;
    }
  });

  it('keeps the first decision when the page is posted again', async () => {
    const i = input();
    const started = await gateway.startAuthentication(i);
    if (started.kind !== 'html') throw new Error('no page');
    const action = /action="([^"]+)"/.exec(started.html)![1]!;
    await post(action, 'decision=approve');
    const again = await post(action, 'decision=cancel');
    expect(again.body).toContain('name="ResponseCode" value="1"');
    expect(await gateway.status(i.orderId)).toMatchObject({ outcome: 'approved' });
  });
});

describe('FAC sandbox: request checks', () => {
  it('refuses a reused order number (40)', async () => {
    const i = input();
    await gateway.authorize(i);
    expect(await gateway.authorize(i)).toMatchObject({ outcome: 'error', reasonCode: 40 });
    expect(await gateway.startAuthentication(i)).toMatchObject({ kind: 'result', outcome: 'error', reasonCode: 40 });
  });

  it('refuses a wrong signature (11) and a wrong password', async () => {
    const wrong = gatewayWith(3000, 'wrong');
    expect(await wrong.startAuthentication(input())).toMatchObject({ kind: 'result', reasonCode: 11 });
    expect(await wrong.authorize(input())).toMatchObject({ outcome: 'error', reasonCode: 11 });
    expect(await wrong.status('x')).toMatchObject({ outcome: 'error', reasonCode: 11 });
    expect(await wrong.capture('x', 1)).toMatchObject({ ok: false, reasonCode: 11 });
  });

  it('refuses an expired card with a decline and a bad expiry with 8', async () => {
    expect(await gateway.authorize({ ...input(), card: { ...input().card, expiry: '0120' } })).toMatchObject({ outcome: 'declined' });
    expect(await gateway.authorize({ ...input(), card: { ...input().card, expiry: '1320' } })).toMatchObject({ outcome: 'error', reasonCode: 8 });
  });

  it('answers 404 to an unknown operation and a bad body with 3/8', async () => {
    const unknown = await shop.app.inject({ method: 'POST', url: `${SANDBOX_SERVICE_PATH}Tokenise`, payload: '<x/>' });
    expect(unknown.statusCode).toBe(404);
    const bad = await shop.app.inject({ method: 'POST', url: `${SANDBOX_SERVICE_PATH}Authorize`, payload: 'nonsense', headers: { 'content-type': 'text/xml' } });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('<ReasonCode>8</ReasonCode>');
  });
});

describe('FAC sandbox: capture, refund and reversal rules', () => {
  const held = async () => {
    const i = input();
    expect(await gateway.authorize(i)).toMatchObject({ outcome: 'approved', authorizedCents: 2550 });
    return i.orderId;
  };

  it('captures at most the held amount, once; then refunds at most the captured amount', async () => {
    const id = await held();
    expect((await gateway.capture(id, 2551)).ok).toBe(false);
    expect(await gateway.capture(id, 2000)).toMatchObject({ ok: true, responseCode: 1, reasonCode: 1101 });
    expect((await gateway.capture(id, 2000)).ok).toBe(false);
    expect((await gateway.reverse(id, 2000)).ok).toBe(false);
    expect((await gateway.refund(id, 1500)).ok).toBe(true);
    expect(await gateway.refund(id, 501)).toMatchObject({ ok: false, responseCode: 3, reasonCode: 1100 });
    expect((await gateway.refund(id, 500)).ok).toBe(true);
    expect((await gateway.refund(id, 1)).ok).toBe(false);
    expect(await gateway.status(id)).toMatchObject({ outcome: 'approved' });
  });

  it('reverses only an uncaptured hold', async () => {
    const id = await held();
    expect((await gateway.refund(id, 100)).ok).toBe(false);
    expect((await gateway.reverse(id, 2550)).ok).toBe(true);
    expect((await gateway.reverse(id, 2550)).ok).toBe(false);
    expect((await gateway.capture(id, 100)).ok).toBe(false);
  });

  it('moves no money on declined, pending or unknown transactions', async () => {
    const declined = input(SANDBOX_CARDS.decline.visa);
    expect(await gateway.authorize(declined)).toMatchObject({ outcome: 'declined' });
    expect((await gateway.capture(declined.orderId, 100)).ok).toBe(false);
    const pending = input();
    await gateway.startAuthentication(pending);
    expect((await gateway.capture(pending.orderId, 100)).ok).toBe(false);
    expect((await gateway.reverse('unknown-order', 100)).ok).toBe(false);
  });

  it('lets only one of several concurrent captures through', async () => {
    const id = await held();
    const results = await Promise.all(Array.from({ length: 6 }, () => gateway.capture(id, 2550)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it('stores one of several concurrent authorisations of one order number', async () => {
    const i = input();
    const results = await Promise.all(Array.from({ length: 5 }, () => gateway.authorize(i)));
    expect(results.filter((r) => r.outcome === 'approved')).toHaveLength(1);
    expect(results.filter((r) => r.reasonCode === 40)).toHaveLength(4);
  });
});

describe('FAC sandbox: injected faults surface as typed gateway errors', () => {
  const fails = async (p: Promise<unknown>, kind: GatewayError['kind']) => {
    await expect(p).rejects.toBeInstanceOf(GatewayError);
    await expect(p).rejects.toMatchObject({ kind });
  };

  it('HTTP 500, malformed XML and a wrong signature', async () => {
    sandbox.faults.next('http500', 'Authorize3DS');
    await fails(gateway.startAuthentication(input()), 'http');
    sandbox.faults.next('malformed', 'Authorize');
    await fails(gateway.authorize(input()), 'malformed');
    sandbox.faults.next('malformed', 'TransactionModification');
    await fails(gateway.capture('x', 1), 'malformed');
    const i = input();
    await gateway.authorize(i);
    sandbox.faults.next('signature', 'TransactionStatus');
    await fails(gateway.status(i.orderId), 'signature');
    sandbox.faults.next('signature', 'Authorize');
    await fails(gateway.authorize(input()), 'signature');
    expect(await gateway.status(i.orderId)).toMatchObject({ outcome: 'approved' });
  });

  it('a wrong signature on the 3-D Secure result, and a forced decline', async () => {
    sandbox.faults.next('signature', 'Authorize3DS');
    await fails(pay3ds(post, gateway, input(), 'approve'), 'signature');
    sandbox.faults.next('decline', 'Authorize3DS');
    expect((await pay3ds(post, gateway, input(), 'approve')).posted).toMatchObject({ outcome: 'declined' });
  });

  it('a delay answers late but normally', async () => {
    sandbox.faults.set({ delayMs: 300 });
    sandbox.faults.next('delay', 'Authorize');
    const t0 = Date.now();
    expect(await gateway.authorize(input())).toMatchObject({ outcome: 'approved' });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
  });

  it('times out on a call that never answers, and on the no-answer cards', async () => {
    const quick = gatewayWith(400);
    sandbox.faults.next('timeout', 'TransactionStatus');
    await fails(quick.status('x'), 'timeout');
    await fails(quick.startAuthentication(input(SANDBOX_CARDS.noAnswer.visa)), 'timeout');
    await fails(quick.authorize(input(SANDBOX_CARDS.noAnswer.mastercard)), 'timeout');
  });

  it('a random share of calls fails when the rate is set', async () => {
    sandbox.faults.set({ rate: 1, kinds: ['http500'] });
    await fails(gateway.status('x'), 'http');
    sandbox.faults.clear();
    expect(await gateway.status('x')).toMatchObject({ outcome: 'pending' });
  });

  it('never stores or shows the card number', async () => {
    const i = input(SANDBOX_CARDS.approve.mastercard);
    await pay3ds(post, gateway, i, 'approve');
    const list = await shop.app.inject({ method: 'GET', url: '/fac-sandbox/__sandbox/transactions' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(i.orderId);
    expect(list.body).not.toContain(SANDBOX_CARDS.approve.mastercard);
  });
});

describe('FAC sandbox over a real socket', () => {
  it('speaks HTTP on the listening port, with the deadline', async () => {
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const i = input();
    const { posted } = await pay3ds(post, gateway, i, 'approve');
    expect(posted.outcome).toBe('approved');
    expect(await gateway.status(i.orderId)).toMatchObject({ outcome: 'approved', authorizedCents: 2550 });
    sandbox.faults.next('timeout', 'TransactionStatus');
    await expect(gatewayWith(400).status(i.orderId)).rejects.toMatchObject({ kind: 'timeout' });
    sandbox.faults.next('http500');
    await expect(gateway.status(i.orderId)).rejects.toMatchObject({ kind: 'http' });
  });
});
