import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { powertranzSandboxOf } from '../../register.js';
import { startShop, type TestShop } from '../../../test/harness.js';
import { fakeClock } from '../../../test/fake-clock.js';
import { injectPoster } from '../../../test/checkout-flow.js';
import { firstForm } from '../../../bench/three-ds-browser.js';
import { PTZ_3DS_PATH, PTZ_SANDBOX_API, PTZ_SANDBOX_MERCHANT } from './context.js';
import { CHALLENGE_PASSWORD, PTZ_CARDS } from './test-cards.js';

const clock = fakeClock();
let shop: TestShop;
const creds = { 'PowerTranz-PowerTranzId': PTZ_SANDBOX_MERCHANT.id, 'PowerTranz-PowerTranzPassword': PTZ_SANDBOX_MERCHANT.password };

beforeAll(async () => {
  shop = await startShop({ deps: { clock }, env: { PAYMENT_GATEWAY: 'powertranz', POWERTRANZ_TIMEOUT_MS: '800' } });
});
afterAll(() => shop.close());
beforeEach(() => {
  clock.set(new Date());
  powertranzSandboxOf(shop.app)!.faults.clear();
});

async function api(path: string, body: unknown, headers: Record<string, string> = creds) {
  const res = await shop.app.inject({ method: 'POST', url: `${PTZ_SANDBOX_API}/${path}`, payload: typeof body === 'string' ? body : JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } });
  return { status: res.statusCode, body: res.body, json: () => JSON.parse(res.body) as Record<string, unknown> };
}

const authBody = (pan: string, extra: Record<string, unknown> = {}) => ({
  TransactionIdentifier: randomUUID(),
  TotalAmount: 25.5,
  CurrencyCode: '840',
  ThreeDSecure: true,
  OrderIdentifier: 'SIA100001',
  Source: { CardPan: pan, CardCvv: '123', CardExpiration: '3012', CardholderName: 'Jane Doe' },
  BillingAddress: { FirstName: 'Jane', LastName: 'Doe', EmailAddress: 'jane@example.jm' },
  ExtendedData: { MerchantResponseUrl: '/payments/3ds-return' },
  ...extra,
});

/** spi/auth, then the browser's 3-D Secure steps; answers the callback's decoded Response and the ids. */
async function authenticate(pan: string, password: string | null = CHALLENGE_PASSWORD) {
  const body = authBody(pan);
  const started = (await api('spi/auth', body)).json();
  expect(started).toMatchObject({ IsoResponseCode: 'SP4', Approved: false, TransactionIdentifier: body.TransactionIdentifier });
  const post = injectPoster(shop.app);
  const start = firstForm(started.RedirectData as string);
  let page = await post(start.action, start.fields);
  const challenged = /name="password"/.test(page);
  if (challenged) page = await post(firstForm(page).action, password === null ? { decision: 'cancel' } : { decision: 'submit', password });
  const cb = firstForm(page);
  return { id: body.TransactionIdentifier, token: started.SpiToken as string, challenged, page, callback: JSON.parse(cb.fields.Response ?? '{}') as Record<string, unknown> };
}

const pay = async (token: string) => (await api('spi/payment', JSON.stringify(token), {})).json();

describe('the PowerTranz sandbox API', () => {
  it('answers alive and refuses wrong or missing credentials', async () => {
    const alive = await shop.app.inject({ method: 'GET', url: `${PTZ_SANDBOX_API}/alive` });
    expect(alive.statusCode).toBe(200);
    expect((await api('spi/auth', authBody(PTZ_CARDS.frictionlessY), {})).status).toBe(401);
    expect((await api('spi/auth', authBody(PTZ_CARDS.frictionlessY), { ...creds, 'PowerTranz-PowerTranzPassword': 'wrong' })).status).toBe(401);
    expect((await api('capture', { TransactionIdentifier: randomUUID(), TotalAmount: 1 }, {})).status).toBe(401);
  });

  it('refuses malformed requests with ISO 97 and the field named', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ TransactionIdentifier: 'SIA-1' }, /GUID/],
      [{ TotalAmount: '25.50' }, /TotalAmount/],
      [{ TotalAmount: 25.555 }, /TotalAmount/],
      [{ CurrencyCode: 840 }, /CurrencyCode/],
      [{ Source: { CardPan: '4012000000020071', CardCvv: '123', CardExpiration: '1230', CardholderName: 'J' } }, /YYMM/],
      [{ BillingAddress: { Line1: '1 Main St' } }, /Invalid 3DS field/],
    ];
    for (const [extra, problem] of cases) {
      const a = (await api('spi/auth', authBody(PTZ_CARDS.frictionlessY, extra))).json();
      expect(a.IsoResponseCode).toBe('97');
      expect(a.ResponseMessage).toMatch(problem);
    }
    expect((await api('spi/auth', authBody('4111111111111111'))).json()).toMatchObject({ IsoResponseCode: '14' });
  });
});

describe('the test card decision table', () => {
  it.each([
    ['frictionless Y', PTZ_CARDS.frictionlessY, false, 'Y', '00'],
    ['frictionless A', PTZ_CARDS.frictionlessA, false, 'A', '00'],
    ['challenge Y', PTZ_CARDS.challengeY, true, 'Y', '00'],
    ['frictionless N', PTZ_CARDS.frictionlessN, false, 'N', '12'],
    ['frictionless R', PTZ_CARDS.frictionlessR, false, 'R', '12'],
    ['challenge N', PTZ_CARDS.challengeN, true, 'N', '12'],
    ['A then 05', PTZ_CARDS.declined05, false, 'A', '05'],
    ['A then 98', PTZ_CARDS.hostDown98, false, 'A', '98'],
    ['challenge Y then 91', PTZ_CARDS.challengeThen91, true, 'Y', '91'],
  ])('%s', async (_name, pan, challenged, status, iso) => {
    const a = await authenticate(pan);
    expect(a.challenged).toBe(challenged);
    expect(a.callback).toMatchObject({ IsoResponseCode: '3D0', TransactionIdentifier: a.id, SpiToken: a.token });
    expect((a.callback.RiskManagement as { ThreeDSecure: { AuthenticationStatus: string } }).ThreeDSecure.AuthenticationStatus).toBe(status);
    const paid = await pay(a.token);
    expect(paid.IsoResponseCode).toBe(iso);
    expect(paid.Approved).toBe(iso === '00');
  });

  it('answers 3D1 for a card without 3-D Secure 2 and still completes it', async () => {
    const a = await authenticate(PTZ_CARDS.notEnrolled);
    expect(a.callback.IsoResponseCode).toBe('3D1');
    expect((await pay(a.token)).IsoResponseCode).toBe('00');
  });

  it('fails the challenge after three wrong passwords or a cancel', async () => {
    const cancelled = await authenticate(PTZ_CARDS.challengeY, null);
    expect((cancelled.callback.RiskManagement as { ThreeDSecure: { AuthenticationStatus: string } }).ThreeDSecure.AuthenticationStatus).toBe('N');
    const body = authBody(PTZ_CARDS.challengeY);
    const started = (await api('spi/auth', body)).json();
    const post = injectPoster(shop.app);
    const action = `${PTZ_3DS_PATH}/${started.SpiToken as string}`;
    expect(await post(action, { decision: 'submit', password: 'nope' })).toContain('not right');
    expect(await post(action, { decision: 'submit', password: 'nope' })).toContain('not right');
    const last = await post(action, { decision: 'submit', password: 'nope' });
    expect(JSON.parse(firstForm(last).fields.Response!).RiskManagement.ThreeDSecure.AuthenticationStatus).toBe('N');
    expect((await pay(started.SpiToken as string)).IsoResponseCode).toBe('12');
  });

  it('refuses completion before authentication, after 5 minutes, and answers a repeat the same', async () => {
    const body = authBody(PTZ_CARDS.frictionlessY);
    const early = (await api('spi/auth', body)).json();
    expect(await pay(early.SpiToken as string)).toMatchObject({ Approved: false, IsoResponseCode: '12' });
    const a = await authenticate(PTZ_CARDS.frictionlessY);
    clock.advance(5 * 60_000 + 1000);
    expect(await pay(a.token)).toMatchObject({ Approved: false, IsoResponseCode: '12', ResponseMessage: 'SpiToken expired' });
    clock.set(new Date());
    const b = await authenticate(PTZ_CARDS.frictionlessY);
    const first = await pay(b.token);
    expect(await pay(b.token)).toEqual(first);
    expect(await pay('no-such-token')).toMatchObject({ Approved: false, IsoResponseCode: '12' });
  });
});

describe('capture, refund and void rules', () => {
  const held = async () => {
    const a = await authenticate(PTZ_CARDS.frictionlessY);
    expect((await pay(a.token)).IsoResponseCode).toBe('00');
    return a.id;
  };

  it('captures once, up to the held amount, and refunds up to the captured amount', async () => {
    const id = await held();
    expect((await api('capture', { TransactionIdentifier: id, TotalAmount: 25.51 })).json()).toMatchObject({ Approved: false, IsoResponseCode: '13' });
    expect((await api('capture', { TransactionIdentifier: id, TotalAmount: 20 })).json()).toMatchObject({ Approved: true, IsoResponseCode: '00', OriginalTrxnIdentifier: id, TransactionType: 3 });
    expect((await api('capture', { TransactionIdentifier: id, TotalAmount: 5 })).json()).toMatchObject({ Approved: false, ResponseMessage: 'Transaction already captured' });
    expect((await api('refund', { TransactionIdentifier: id, TotalAmount: 5 })).json()).toMatchObject({ Approved: false, IsoResponseCode: '12' });
    expect((await api('refund', { Refund: true, TransactionIdentifier: id, TotalAmount: 15 })).json()).toMatchObject({ Approved: true, TransactionType: 5 });
    expect((await api('refund', { Refund: true, TransactionIdentifier: id, TotalAmount: 5.01 })).json()).toMatchObject({ Approved: false, IsoResponseCode: '13' });
    expect((await api('void', { TransactionIdentifier: id })).json()).toMatchObject({ Approved: false, IsoResponseCode: '12' });
  });

  it('voids an uncaptured hold once, and then refuses capture', async () => {
    const id = await held();
    expect((await api('void', { TransactionIdentifier: id })).json()).toMatchObject({ Approved: true, TransactionType: 4 });
    expect((await api('void', { TransactionIdentifier: id })).json()).toMatchObject({ Approved: false, ResponseMessage: 'Transaction already voided' });
    expect((await api('capture', { TransactionIdentifier: id, TotalAmount: 1 })).json()).toMatchObject({ Approved: false });
    expect((await api('void', { TransactionIdentifier: randomUUID() })).json()).toMatchObject({ Approved: false, ResponseMessage: 'Transaction not found' });
  });
});

describe('fault injection', () => {
  it('answers HTTP 500, cut JSON, late answers, and declines at completion on request', async () => {
    const faults = powertranzSandboxOf(shop.app)!.faults;
    faults.next('http500', 'spi/auth');
    expect((await api('spi/auth', authBody(PTZ_CARDS.frictionlessY))).status).toBe(500);
    faults.next('malformed', 'spi/auth');
    const cut = await api('spi/auth', authBody(PTZ_CARDS.frictionlessY));
    expect(() => JSON.parse(cut.body)).toThrow();
    faults.set({ delayMs: 50 });
    faults.next('delay', 'spi/auth');
    expect((await api('spi/auth', authBody(PTZ_CARDS.frictionlessY))).json().IsoResponseCode).toBe('SP4');
    const a = await authenticate(PTZ_CARDS.frictionlessY);
    faults.next('decline', 'spi/payment');
    expect((await pay(a.token)).IsoResponseCode).toBe('05');
  });
});
