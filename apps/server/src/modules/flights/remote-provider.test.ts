import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { fakeClock } from '../../test/fake-clock.js';

// The airports' flight service, as the remote provider expects it: POST /<call>, HTTP Basic, the envelope.
let service: FastifyInstance;
let shop: TestShop;
let shopper: Session;
const seen: { call: string; auth: string | undefined; body: unknown }[] = [];
const flight = { airline: 'BW', flightId: 'BW 416', scheduleId: 'REMOTE-77', targetDate: '2026-11-24T09:45', airportid: 'NMIA', direction: 'D' };

beforeAll(async () => {
  service = Fastify({ forceCloseConnections: true });
  service.post<{ Params: { call: string } }>('/flights/:call', async (req) => {
    seen.push({ call: req.params.call, auth: req.headers.authorization, body: req.body });
    if (req.headers.authorization !== `Basic ${Buffer.from('shop:s3cret').toString('base64')}`) return { status: 3, statusMessage: 'Bad credentials', data: null };
    switch (req.params.call) {
      case 'getschedule':
        return { status: 0, statusMessage: 'Success', data: { flightschedule: [flight], airlines: [{ airlineid: 'BW', description: 'Caribbean Airlines' }] } };
      case 'validatescheduleid':
        return (req.body as { request: { scheduleid: string } }).request.scheduleid === 'REMOTE-77'
          ? { status: 0, statusMessage: 'Success', data: flight }
          : { status: 1, statusMessage: 'Unknown schedule', data: null };
      case 'getairlines':
        return { status: 0, statusMessage: 'Success', data: { airlines: [{ airlineid: 'BW', description: 'Caribbean Airlines' }] } };
      default:
        return { status: 0, statusMessage: 'Success', data: { markets: [] } };
    }
  });
  await service.listen({ host: '127.0.0.1', port: 0 });
  const { port } = service.server.address() as { port: number };
  shop = await startShop({
    deps: { clock: fakeClock('2026-11-23T14:00:00Z') },
    env: { FLIGHTS_URL: `http://127.0.0.1:${port}/flights`, FLIGHTS_USERNAME: 'shop', FLIGHTS_PASSWORD: 's3cret' },
  });
  shopper = await shop.signIn('shopper');
});
afterAll(async () => {
  await shop.close();
  await service.close();
});

describe('the remote flight provider', () => {
  it('answers getschedule from the flight service with the shop credentials, which never reach the browser', async () => {
    const res = await shop.call('getschedule', { airportid: 'NMIA', direction: 'D', traveldate: '2026-11-24' }, shopper);
    expect(res.status).toBe(Status.OK);
    expect(res.data.flightschedule).toEqual([{ airline: 'BW', flightId: 'BW 416', scheduleId: 'REMOTE-77', targetDate: '2026-11-24T09:45', flighttime: '09:45' }]);
    expect(seen.find((s) => s.call === 'getschedule')).toMatchObject({
      auth: `Basic ${Buffer.from('shop:s3cret').toString('base64')}`,
      body: { request: { airportid: 'NMIA', direction: 'D', traveldate: '2026-11-24' } },
    });
    expect(JSON.stringify(res)).not.toContain('s3cret');
  });

  it('validates schedule ids through the service and applies the shop rules to its answers', async () => {
    expect((await shop.call('validatescheduleid', { direction: 'D', scheduleid: 'REMOTE-77' }, shopper)).status).toBe(Status.OK);
    expect((await shop.call('validatescheduleid', { direction: 'D', scheduleid: 'REMOTE-1' }, shopper)).status).toBe(Status.FLIGHT_UNAVAILABLE);
    expect((await shop.call('validatescheduleid', { direction: 'A', scheduleid: 'REMOTE-77' }, shopper)).status).toBe(Status.FLIGHT_UNAVAILABLE);
  });

  it('answers 17 with a plain message when the service is down', async () => {
    await service.close();
    const res = await shop.call('getschedule', { airportid: 'NMIA', direction: 'D', traveldate: '2026-11-24' }, shopper);
    expect(res.status).toBe(Status.FLIGHT_UNAVAILABLE);
    expect(res.statusMessage).toBe('The flight schedule service is not available. Please try again later.');
  });
});
