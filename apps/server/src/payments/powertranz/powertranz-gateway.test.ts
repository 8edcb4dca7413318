import { describe, expect, it } from 'vitest';
import type { HttpTransport } from '../http-transport.js';
import type { AttemptStore, PtzAttempt, PtzState } from './attempt-store.js';
import { shouldComplete } from './callback.js';
import { PowertranzGateway, SPI_TOKEN_LIFETIME_MS } from './powertranz-gateway.js';
import { toJson, yymm } from './requests.js';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const card = { number: '4012000000020006', holder: 'Jane Q Doe', expiry: '0730', cvv: '123' };
const payer = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.jm', phone: '8765550100' };

/** The shop's record in memory: same contract as the database store. */
function memoryStore(now: () => Date) {
  const rows = new Map<string, PtzAttempt>();
  const store = {
    rows,
    find: async (id: string) => rows.get(id),
    create: async (id: string, amountCents: number) => {
      if (!rows.has(id)) rows.set(id, { transactionIdentifier: id, amountCents, spiToken: '', state: 'STARTED', result: null, createdAt: now(), updatedAt: now() });
    },
    setToken: async (id: string, spiToken: string) => {
      const r = rows.get(id);
      if (r?.state === 'STARTED') r.spiToken = spiToken;
    },
    move: async (id: string, from: PtzState[], to: PtzState, result?: unknown) => {
      const r = rows.get(id);
      if (!r || !from.includes(r.state)) return false;
      r.state = to;
      if (result) r.result = JSON.stringify(result);
      return true;
    },
  };
  return store;
}

interface Sent {
  url: string;
  body: string;
  contentType: string;
  headers: Record<string, string>;
}

/** A PowerTranz that records each request and answers from a script. */
function setup(answers: Record<string, (body: string) => { status?: number; body: unknown }>, opts: { accept?: boolean; gatewayKey?: string } = {}) {
  let t = Date.parse('2026-11-23T12:00:00Z');
  const now = () => new Date(t);
  const sent: Sent[] = [];
  const transport: HttpTransport = async (url, body, contentType, _timeout, headers = {}) => {
    sent.push({ url, body, contentType, headers });
    const path = url.replace('https://staging.ptranz.com/api/', '');
    const a = answers[path]?.(body) ?? { status: 404, body: '' };
    return { status: a.status ?? 200, body: typeof a.body === 'string' ? a.body : JSON.stringify(a.body) };
  };
  const store = memoryStore(now);
  const gateway = new PowertranzGateway({
    credentials: { id: '99901066', password: 'pw', gatewayKey: opts.gatewayKey },
    apiRoot: 'https://staging.ptranz.com/api',
    transport,
    timeoutMs: 1000,
    merchantResponseUrl: 'https://shop.example.jm/payments/3ds-return',
    acceptUnauthenticated: opts.accept ?? false,
    store: store as unknown as AttemptStore,
    now,
  });
  return { gateway, sent, store, advance: (ms: number) => (t += ms) };
}

const sp4 = () => ({ body: { Approved: false, IsoResponseCode: 'SP4', RedirectData: '<html>3ds</html>', SpiToken: 'tok-1', TransactionIdentifier: ID } });
const approved = () => ({ body: { Approved: true, IsoResponseCode: '00', ResponseMessage: 'Transaction is approved', AuthorizationCode: 'A1B2C3', RRN: '123456789012', TotalAmount: 25.5, CardSuffix: '0006' } });
const callback = (status: string, iso = '3D0', token = 'tok-1', extra: Record<string, unknown> = {}) => ({
  Response: JSON.stringify({ TransactionIdentifier: ID, SpiToken: token, IsoResponseCode: iso, Approved: false, RiskManagement: { ThreeDSecure: { AuthenticationStatus: status, ...extra } } }),
});
const start = (g: PowertranzGateway) => g.startAuthentication({ orderId: ID, reference: 'SIA100042', amountCents: 2550, card, payer });

describe('PowerTranz requests (reference sections 1-3)', () => {
  it('sends spi/auth with the credential headers, PascalCase fields, YYMM, a 2-decimal amount and currency "840"', async () => {
    const { gateway, sent } = setup({ 'spi/auth': sp4 }, { gatewayKey: 'gk-1' });
    const started = await start(gateway);
    expect(started).toEqual({ kind: 'html', orderId: ID, html: '<html>3ds</html>' });
    const [req] = sent;
    expect(req!.url).toBe('https://staging.ptranz.com/api/spi/auth');
    expect(req!.contentType).toBe('application/json; charset=utf-8');
    expect(req!.headers).toEqual({ accept: 'application/json', 'PowerTranz-PowerTranzId': '99901066', 'PowerTranz-PowerTranzPassword': 'pw', 'PowerTranz-GatewayKey': 'gk-1' });
    expect(req!.body).toContain('"TotalAmount":25.50');
    expect(JSON.parse(req!.body)).toEqual({
      TransactionIdentifier: ID,
      CurrencyCode: '840',
      ThreeDSecure: true,
      OrderIdentifier: 'SIA100042',
      Source: { CardPan: '4012000000020006', CardCvv: '123', CardExpiration: '3007', CardholderName: 'Jane Q Doe' },
      BillingAddress: { FirstName: 'Jane', LastName: 'Doe', EmailAddress: 'jane@example.jm', PhoneNumber: '8765550100' },
      AddressMatch: false,
      ExtendedData: { ThreeDSecure: { ChallengeWindowSize: 4, ChallengeIndicator: '01' }, MerchantResponseUrl: 'https://shop.example.jm/payments/3ds-return' },
      TotalAmount: 25.5,
    });
  });

  it('completes with spi/payment whose body is the stored SpiToken as a JSON string', async () => {
    const { gateway, sent } = setup({ 'spi/auth': sp4, 'spi/payment': approved });
    await start(gateway);
    const g = await gateway.parseAuthenticationResponse(callback('Y'));
    expect(sent[1]!.url).toBe('https://staging.ptranz.com/api/spi/payment');
    expect(sent[1]!.body).toBe('"tok-1"');
    expect(g).toMatchObject({ orderId: ID, outcome: 'approved', responseCode: 1, reasonCode: 1, authorizedCents: 2550, authorizationNumber: 'A1B2C3', referenceNumber: '123456789012', originalResponseCode: '00', maskedCard: 'XXXXXXXXXXXX0006' });
    expect(await gateway.status(ID)).toEqual(g);
  });

  it('maps capture, refund and reverse to /api/capture, /api/refund (Refund: true) and /api/void by TransactionIdentifier', async () => {
    const ok = () => ({ body: { Approved: true, IsoResponseCode: '00', ResponseMessage: 'Transaction is approved', OriginalTrxnIdentifier: ID } });
    const { gateway, sent } = setup({ capture: ok, refund: ok, void: () => ({ body: { Approved: false, IsoResponseCode: '12', ResponseMessage: 'Transaction already voided' } }) });
    expect(await gateway.capture(ID, 1999)).toMatchObject({ ok: true, responseCode: 1, reasonCode: 1101 });
    expect(await gateway.refund(ID, 500)).toMatchObject({ ok: true, kind: 'refund', amountCents: 500 });
    expect(await gateway.reverse(ID, 1999)).toMatchObject({ ok: false, responseCode: 3, reasonCode: 1100, reasonDescription: 'Transaction already voided' });
    expect(sent.map((s) => [s.url.split('/api/')[1], s.body])).toEqual([
      ['capture', `{"TransactionIdentifier":"${ID}","CurrencyCode":"840","TotalAmount":19.99}`],
      ['refund', `{"Refund":true,"TransactionIdentifier":"${ID}","CurrencyCode":"840","TotalAmount":5.00}`],
      ['void', `{"TransactionIdentifier":"${ID}"}`],
    ]);
    for (const s of sent) expect(s.headers['PowerTranz-PowerTranzId']).toBe('99901066');
  });

  it('formats money from cents only, and flips the expiry', () => {
    expect(toJson({ A: 1 }, 5)).toBe('{"A":1,"TotalAmount":0.05}');
    expect(toJson({}, 100000)).toBe('{"TotalAmount":1000.00}');
    expect(() => toJson({}, 10.5)).toThrow();
    expect(yymm('1230')).toBe('3012');
  });

  it('treats a non-200, a non-JSON answer and a missing page as gateway failures', async () => {
    const http = setup({ 'spi/auth': () => ({ status: 401, body: { Errors: [] } }) });
    await expect(start(http.gateway)).rejects.toMatchObject({ kind: 'http' });
    const cut = setup({ 'spi/auth': () => ({ body: '{"Approved":fal' }) });
    await expect(start(cut.gateway)).rejects.toMatchObject({ kind: 'malformed' });
    const noPage = setup({ 'spi/auth': () => ({ body: { IsoResponseCode: 'SP4', Approved: false } }) });
    await expect(start(noPage.gateway)).rejects.toMatchObject({ kind: 'malformed' });
    const refused = setup({ 'spi/auth': () => ({ body: { Approved: false, IsoResponseCode: '97', Errors: [{ Code: '58', Message: 'Invalid 3DS field' }] } }) });
    expect(await start(refused.gateway)).toMatchObject({ kind: 'result', outcome: 'error', reasonDescription: 'Invalid 3DS field' });
  });
});

describe('the AuthenticationStatus table (reference 2.5)', () => {
  it.each([
    ['3D0', 'Y', false, true],
    ['3D0', 'A', false, true],
    ['3D0', 'N', true, false],
    ['3D0', 'R', true, false],
    ['3D0', 'C', true, false],
    ['3D0', '', true, false],
    ['3D0', 'U', false, false],
    ['3D0', 'U', true, true],
    ['3D1', '', false, false],
    ['3D1', '', true, true],
    ['3D3', 'Y', true, false],
  ])('%s with status "%s" (accept unauthenticated: %s) completes: %s', (iso, status, accept, expected) => {
    expect(shouldComplete({ isoResponseCode: iso, authenticationStatus: status }, accept)).toBe(expected);
  });
});

describe('the merchant response callback', () => {
  it('refuses N and R without calling spi/payment, and shows the CardholderInfo', async () => {
    const { gateway, sent } = setup({ 'spi/auth': sp4, 'spi/payment': approved });
    await start(gateway);
    const g = await gateway.parseAuthenticationResponse(callback('N', '3D0', 'tok-1', { CardholderInfo: 'Call your bank.' }));
    expect(g).toMatchObject({ outcome: 'declined', responseCode: 2, authorizedCents: 0 });
    expect(g.reasonDescription).toBe('The card was not verified by 3-D Secure. Your bank says: Call your bank.');
    expect(sent.map((s) => s.url)).not.toContain('https://staging.ptranz.com/api/spi/payment');
  });

  it('completes U only when the setting accepts unauthenticated payments', async () => {
    const on = setup({ 'spi/auth': sp4, 'spi/payment': approved }, { accept: true });
    await start(on.gateway);
    expect((await on.gateway.parseAuthenticationResponse(callback('U'))).outcome).toBe('approved');
  });

  it('rejects malformed callbacks, unknown transactions and another SpiToken', async () => {
    const { gateway, sent } = setup({ 'spi/auth': sp4, 'spi/payment': approved });
    await start(gateway);
    await expect(gateway.parseAuthenticationResponse({})).rejects.toMatchObject({ kind: 'malformed' });
    await expect(gateway.parseAuthenticationResponse({ Response: '{not json' })).rejects.toMatchObject({ kind: 'malformed' });
    await expect(gateway.parseAuthenticationResponse({ Response: JSON.stringify({ SpiToken: 'tok-1' }) })).rejects.toMatchObject({ kind: 'malformed' });
    const other = { Response: callback('Y').Response.replace(ID, '00000000-0000-4000-8000-000000000000') };
    await expect(gateway.parseAuthenticationResponse(other)).rejects.toMatchObject({ kind: 'signature' });
    await expect(gateway.parseAuthenticationResponse(callback('Y', '3D0', 'forged'))).rejects.toMatchObject({ kind: 'signature' });
    expect(sent).toHaveLength(1);
    expect((await gateway.status(ID)).outcome).toBe('pending');
  });

  it('answers a replayed callback from the record, never completing twice', async () => {
    const { gateway, sent } = setup({ 'spi/auth': sp4, 'spi/payment': approved });
    await start(gateway);
    const first = await gateway.parseAuthenticationResponse(callback('Y'));
    const again = await gateway.parseAuthenticationResponse(callback('N'));
    expect(again).toEqual(first);
    expect(sent.filter((s) => s.url.endsWith('spi/payment'))).toHaveLength(1);
  });

  it('fails a callback that comes after the SpiToken expired, and an attempt never completed', async () => {
    const late = setup({ 'spi/auth': sp4, 'spi/payment': approved });
    await start(late.gateway);
    late.advance(SPI_TOKEN_LIFETIME_MS + 1000);
    expect(await late.gateway.parseAuthenticationResponse(callback('Y'))).toMatchObject({ outcome: 'error', reasonDescription: 'The 3-D Secure check took longer than 5 minutes.' });
    expect(late.sent).toHaveLength(1);

    const silent = setup({ 'spi/auth': sp4 });
    await start(silent.gateway);
    expect((await silent.gateway.status(ID)).outcome).toBe('pending');
    silent.advance(7 * 60_000);
    expect(await silent.gateway.status(ID)).toMatchObject({ outcome: 'error', reasonDescription: 'The 3-D Secure check was not completed within 5 minutes.' });
  });

  it('counts only Approved true with ISO 00: a refused completion declines', async () => {
    for (const answer of [
      { Approved: false, IsoResponseCode: '12', ResponseMessage: 'Authentication failed' },
      { Approved: true, IsoResponseCode: '10', ResponseMessage: 'Partial approval' },
      { Approved: false, IsoResponseCode: '00' },
    ]) {
      const { gateway } = setup({ 'spi/auth': sp4, 'spi/payment': () => ({ body: answer }) });
      await start(gateway);
      const g = await gateway.parseAuthenticationResponse(callback('Y'));
      expect(g.outcome).not.toBe('approved');
      expect(g.authorizedCents).toBe(0);
    }
  });

  it('voids when the completion answer is lost, and reports the attempt failed', async () => {
    const { gateway, sent } = setup({
      'spi/auth': sp4,
      'spi/payment': () => ({ status: 500, body: 'oops' }),
      void: () => ({ body: { Approved: true, IsoResponseCode: '00' } }),
    });
    await start(gateway);
    const g = await gateway.parseAuthenticationResponse(callback('Y'));
    expect(g).toMatchObject({ outcome: 'error', reasonDescription: 'The payment answer was lost; its hold was released.' });
    expect(sent.map((s) => s.url.split('/api/')[1])).toEqual(['spi/auth', 'spi/payment', 'void']);
    expect(await gateway.status(ID)).toEqual(g);
  });
});
