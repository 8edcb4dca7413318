import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { Status } from '@shop/contracts/status';
import { appPolicy } from '../../http/security-headers.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { fakeClock } from '../../test/fake-clock.js';
import { amountOf, card, pickProduct, reserveRequest, type Line } from '../../test/checkout-flow.js';
import { gatewayPages } from '../../db/schema/gateway-pages.js';
import { storeGatewayPage, takeGatewayPage } from './page-store.js';

const clock = fakeClock();
let shop: TestShop;
let shopper: Session;
let lines: Line[];

beforeAll(async () => {
  shop = await startShop({ deps: { clock } });
  shopper = await shop.signIn('shopper');
  const [a] = await pickProduct(shop.db, 5);
  lines = [{ ...a!, quantity: 1 }];
});
afterAll(() => shop.close());

async function hold() {
  clock.set(new Date());
  const reserved = await shop.call('reservecart', reserveRequest(lines), shopper);
  expect(reserved.status, reserved.statusMessage).toBe(Status.OK);
  const held = await shop.call('holdfunds', { orderid: reserved.data.orderid, transactioncode: 0, amount: amountOf(lines), creditcard: card() }, shopper);
  expect(held.status, held.statusMessage).toBe(Status.OK);
  return held.data as { orderid: string; html: string; url: string };
}

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('holdfunds and the 3-D Secure page', () => {
  it('answers a one-time address: the shop’s window framing the gateway page, served as written under its own sandboxed policy', async () => {
    const held = await hold();
    expect(held.url).toMatch(/^\/payments\/3ds\/[A-Za-z0-9_-]{43}$/);
    const frame = await shop.app.inject({ method: 'GET', url: held.url });
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain(`<iframe id="bank" name="bank" title="Your bank’s secure check" src="${held.url}/bank"`);
    expect(frame.headers['content-security-policy']).toMatch(/frame-src 'self' [^;]*https:/);
    expect(frame.headers['content-security-policy']).not.toContain('script-src');
    const page = await shop.app.inject({ method: 'GET', url: `${held.url}/bank` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(held.html);
    expect(page.body).toContain('onload="document.forms[0].submit()"');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts allow-forms;/);
    expect(csp).toContain(`${sha('document.forms[0].submit()')} 'unsafe-hashes'`);
    expect(csp).not.toMatch(/script-src [^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('answers the gateway page once: a second request, or the window opened again, finds it gone', async () => {
    const held = await hold();
    expect((await shop.app.inject({ method: 'GET', url: `${held.url}/bank` })).statusCode).toBe(200);
    for (const url of [`${held.url}/bank`, held.url]) {
      const again = await shop.app.inject({ method: 'GET', url });
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain('This payment page has already been opened or has expired.');
      expect(again.headers['content-security-policy']).not.toContain('script-src');
    }
  });

  it('ends with the hold: after the reservation expires the address answers nothing', async () => {
    const held = await hold();
    clock.advance(16 * 60_000);
    for (const url of [held.url, `${held.url}/bank`]) {
      const late = await shop.app.inject({ method: 'GET', url });
      expect(late.statusCode).toBe(410);
      expect(late.body).not.toContain('forms[0]');
    }
  });

  it('drops expired pages when the next page is stored, in the same statement, and keeps the live ones', async () => {
    const at = new Date();
    const later = new Date(at.getTime() + 2000);
    await storeGatewayPage(shop.db, { gatewayOrderId: 'OLD-1', html: '<p>old</p>', expiresAt: new Date(at.getTime() + 1000), now: at });
    await storeGatewayPage(shop.db, { gatewayOrderId: 'LIVE-1', html: '<p>live</p>', expiresAt: new Date(at.getTime() + 3_600_000), now: at });
    const url = await storeGatewayPage(shop.db, { gatewayOrderId: 'NEW-1', html: '<p>new</p>', expiresAt: new Date(later.getTime() + 60_000), now: later });
    const ids = (await shop.db.select().from(gatewayPages)).map((r) => r.gatewayOrderId);
    expect(ids).toEqual(expect.arrayContaining(['LIVE-1', 'NEW-1']));
    expect(ids).not.toContain('OLD-1');
    expect(await takeGatewayPage(shop.db, url.split('/').pop()!, later)).toEqual({ gatewayOrderId: 'NEW-1', html: '<p>new</p>' });
  });

  it('refuses a made-up or malformed token, and keeps no readable page in the database', async () => {
    const held = await hold();
    const rows = await shop.db.select().from(gatewayPages);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.sealed).not.toContain('forms');
    const token = held.url.split('/').pop()!;
    expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);
    for (const url of ['/payments/3ds/' + 'A'.repeat(43), '/payments/3ds/x/bank', `/payments/3ds/${token.slice(0, -1)}B/bank`]) {
      expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(410);
    }
    expect((await shop.app.inject({ method: 'GET', url: `${held.url}/bank` })).statusCode).toBe(200);
  });

  it('shows a plain waiting page at the popup’s first address', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/payments/3ds/waiting' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Connecting to your bank');
    expect(page.body).not.toContain('<script');
  });

  it('keeps the shop’s strict policy on every other page, none of which may be framed', async () => {
    for (const url of ['/', '/cart', '/store/products', '/payment/success']) {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe(appPolicy);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
    }
    expect(appPolicy).toContain("script-src 'self';");
  });
});

describe('the FAC sandbox test helpers', () => {
  it('answer this machine only', async () => {
    const local = await shop.app.inject({ method: 'GET', url: '/fac-sandbox/__sandbox/transactions' });
    expect(local.statusCode).toBe(200);
    const remote = await shop.app.inject({ method: 'GET', url: '/fac-sandbox/__sandbox/transactions', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const faults = await shop.app.inject({ method: 'POST', url: '/fac-sandbox/__sandbox/faults', payload: '{"rate":1}', remoteAddress: '203.0.113.9' });
    expect(faults.statusCode).toBe(404);
  });
});

describe('a shop with real gateway credentials', () => {
  it('mounts neither sandbox nor their helpers', async () => {
    const live = await startShop({
      env: { FAC_ENDPOINT: 'https://fac.example/PGServiceXML/', FAC_MERCHANT_ID: '123', FAC_PASSWORD: 'abc', PUBLIC_URL: 'https://shop.example' },
    });
    try {
      for (const url of ['/fac-sandbox/PGServiceXML/Authorize3DS', '/fac-sandbox/__sandbox/faults', '/powertranz-sandbox/api/spi/auth']) {
        const res = await live.app.inject({ method: 'POST', url, payload: '<x/>', headers: { 'content-type': 'text/xml' } });
        expect(res.statusCode, url).toBe(404);
      }
      expect((await live.app.inject({ method: 'GET', url: '/fac-sandbox/__sandbox/transactions' })).statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
