import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateTexts } from '@shop/contracts/exchange-rate-rules';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { fakeClock } from '../../test/fake-clock.js';
import { makeUser } from '../../test/fixtures.js';

const clock = fakeClock('2026-11-25T18:30:00Z');
let shop: TestShop;
let lounge: Session;
beforeAll(async () => {
  shop = await startShop({ deps: { clock } });
  lounge = await shop.signIn('lounge');
});
afterAll(() => shop.close());

const jmdOf = <R extends { currencycode: string }>(rows: R[] | null | undefined): R | undefined => rows?.find((r) => r.currencycode === 'JMD');
const setJmd = (exchangerate: unknown, who: Session = lounge) => shop.call('updateexchangerate', { currencycode: 'JMD', exchangerate }, who);

describe('getcurrencies', () => {
  it('answers each rate with the date it was set to any session, the guest included, and no one without', async () => {
    const res = await shop.send('getcurrencies', {}, await shop.guest());
    expect(res.status).toBe(Status.OK);
    expect(jmdOf(res.data)).toEqual({ currencycode: 'JMD', description: 'Jamaican Dollar', exchangerate: 157.5, setat: expect.any(String) });
    expect(res.data!.find((r) => r.currencycode === 'USD')?.exchangerate).toBe(1);
    expect((await shop.call('getcurrencies', {})).status).toBe(Status.SESSION_INVALID);
  });
});

describe('getexchangerates and updateexchangerate: who may', () => {
  it('lets only lounge operator supervisors read the table and set a rate', async () => {
    await makeUser(shop.db, { username: 'loungeclerk', loungeoperator: true, fulfillmentallowed: true, vendorid: 'SIADLOUNGE' });
    for (const who of ['vendor', 'agent', 'shopper', 'loungeclerk']) {
      const s = await shop.signIn(who);
      expect((await shop.send('getexchangerates', {}, s)).status, who).toBe(Status.FORBIDDEN);
      expect((await setJmd(160, s)).status, who).toBe(Status.FORBIDDEN);
    }
    expect((await setJmd(160, await shop.guest())).status).toBe(Status.FORBIDDEN);
    expect(jmdOf((await shop.send('getcurrencies', {}, lounge)).data)?.exchangerate).toBe(157.5);
    expect((await shop.send('getexchangerates', {}, lounge)).status).toBe(Status.OK);
  });
});

describe('updateexchangerate', () => {
  it('sets the JMD rate with who and when; the table, every screen and the next sign-in read it at once', async () => {
    clock.set('2026-11-25T19:05:00Z');
    const res = await setJmd(158.25);
    expect(res).toMatchObject({ status: 0, data: { message: rateTexts.saved, rate: { currencycode: 'JMD', exchangerate: 158.25, setby: 'lounge', setat: '2026-11-25T19:05:00.000Z' } } });
    expect(jmdOf((await shop.send('getexchangerates', {}, lounge)).data)).toMatchObject({ exchangerate: 158.25, setby: 'lounge', setat: '2026-11-25T19:05:00.000Z' });
    expect(jmdOf((await shop.send('getcurrencies', {}, await shop.guest())).data)).toMatchObject({ exchangerate: 158.25, setat: '2026-11-25T19:05:00.000Z' });
    const shopper = await shop.signIn('shopper');
    expect(jmdOf(shopper.data.currencies)).toMatchObject({ exchangerate: 158.25 });
    const history = (await shop.send('gethistory', { entity: 'currency', entityid: 'JMD' }, lounge)).data!.history;
    expect(history.at(-1)).toEqual({ who: 'lounge', at: '2026-11-25T19:05:00.000Z', changes: { exchangerate: [157.5, 158.25] } });
  });

  it('confirms an unchanged rate: the date moves on, the history gains nothing', async () => {
    const before = (await shop.send('gethistory', { entity: 'currency', entityid: 'JMD' }, lounge)).data!.history.length;
    clock.set('2026-11-25T19:20:00Z');
    expect((await setJmd(158.25)).data?.rate).toMatchObject({ exchangerate: 158.25, setat: '2026-11-25T19:20:00.000Z' });
    expect((await shop.send('gethistory', { entity: 'currency', entityid: 'JMD' }, lounge)).data!.history).toHaveLength(before);
  });

  it('refuses a rate that is not a positive number, out of bounds or too precise, in plain words', async () => {
    const cases: [unknown, string][] = [
      [undefined, 'Exchange Rate is required.'],
      [null, 'Exchange Rate is required.'],
      ['abc', 'Exchange Rate must be a number.'],
      ['158', 'Exchange Rate must be a number.'],
      [0, 'Exchange Rate must be a number greater than 0.'],
      [-157.5, 'Exchange Rate must be a number greater than 0.'],
      [0.00001, 'Exchange Rate must be at least 0.0001.'],
      [150_000, 'Exchange Rate must be at most 100,000.'],
      [157.1234567, 'Exchange Rate may have at most 6 decimal places.'],
    ];
    for (const [exchangerate, message] of cases) {
      const res = await setJmd(exchangerate);
      expect(res, String(exchangerate)).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: message, data: null });
    }
    expect(jmdOf((await shop.send('getcurrencies', {}, lounge)).data)?.exchangerate).toBe(158.25);
  });

  it('refuses a rate beyond twice or half the one in force as a likely slip, and takes one just inside', async () => {
    for (const slip of [1582.5, 15.825, 316.51, 79.12]) {
      expect(await setJmd(slip)).toMatchObject({
        status: Status.INVALID_REQUEST,
        statusMessage: 'The JMD rate is 158.25: a new rate must lie between 79.125 and 316.5. Check the figure.',
      });
    }
    expect((await setJmd(316.5)).status).toBe(Status.OK);
    expect((await setJmd(158.25)).status).toBe(Status.OK);
  });

  it('keeps USD at 1 and names a currency the table does not hold', async () => {
    expect(await shop.call('updateexchangerate', { currencycode: 'usd', exchangerate: 1.1 }, lounge)).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: rateTexts.usdFixed });
    expect(await shop.call('updateexchangerate', { currencycode: 'EUR', exchangerate: 0.9 }, lounge)).toMatchObject({
      status: Status.NOT_FOUND,
      statusMessage: 'The currency EUR is not in the exchange rate table.',
    });
    expect(await shop.call('updateexchangerate', { exchangerate: 158 }, lounge)).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: 'Currency is required.' });
    expect(await shop.call('updateexchangerate', { currencycode: '  ', exchangerate: 158 }, lounge)).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: rateTexts.currencyRequired });
  });
});
