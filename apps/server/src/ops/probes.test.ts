import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startShop, type TestShop } from '../test/harness.js';
import type { Readiness } from './health.js';

const TOKEN = 'metrics-test-token';
const readiness: Readiness = { closing: false };
const lines: string[] = [];
let shop: TestShop;

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });
const scrape = async () => (await get('/metrics', { authorization: `Bearer ${TOKEN}` })).body;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  shop = await startShop({ env: { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' }, readiness, logStream });
});
afterAll(() => shop.close());

describe('/healthz and /readyz', () => {
  it('answer 200, never cached, without a session', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it('stay out of the info-level access log', async () => {
    lines.length = 0;
    await get('/healthz');
    await get('/readyz');
    await shop.call('getstores', {});
    expect(lines.join('')).not.toMatch(/healthz|readyz/);
    expect(lines.join('')).toMatch(/\/api\/getstores/);
  });

  it('says 503 with a reason while shutting down, while /healthz stays 200', async () => {
    readiness.closing = true;
    try {
      const res = await get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('not ready: shutting down\n');
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      readiness.closing = false;
    }
  });

  it('says 503 when a migration of this build is not applied', async () => {
    type Row = { id: number; hash: string; created_at: string };
    const found = (await shop.db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as { rows: Row[] };
    const [last] = found.rows;
    await shop.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const res = await get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.body).toMatch(/^not ready: the database has (\d+) of (\d+) migrations applied\n$/);
    } finally {
      await shop.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`);
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });
});

describe('/metrics', () => {
  it('refuses a scrape without the bearer token or with a wrong one', async () => {
    expect((await get('/metrics')).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: TOKEN })).statusCode).toBe(401);
  });

  it('counts calls by name and status, with a latency histogram per call', async () => {
    await shop.signIn('shopper');
    await shop.call('login', { username: 'shopper', password: 'f'.repeat(64), terms: 'N', internal: 'N', silentLogin: 'N' });
    await shop.call('nosuchcall', {});
    const body = await scrape();
    expect(body).toMatch(/^shop_requests_total\{call="login",status="0"\} [1-9]/m);
    expect(body).toMatch(/^shop_requests_total\{call="login",status="[1-9]\d*"\} 1$/m);
    expect(body).toMatch(/^shop_requests_total\{call="unknown",status="\d+"\} 1$/m);
    expect(body).toMatch(/^shop_request_duration_seconds_bucket\{le="\+Inf",call="login"\} [1-9]/m);
    // The scrape and the probes are not traffic.
    expect(body).not.toMatch(/call="\/(metrics|healthz|readyz)"/);
  });

  it('has the reservations held, the jobs, mail and gateway series, and the process metrics', async () => {
    const body = await scrape();
    expect(body).toMatch(/^shop_reservations_held \d+$/m);
    for (const name of ['shop_gateway_calls_total', 'shop_jobs_total', 'shop_mail_total', 'shop_holds_reversed_total', 'shop_reservations_expired_total']) {
      expect(body).toContain(`# TYPE ${name} counter`);
    }
    expect(body).toMatch(/^process_cpu_user_seconds_total /m);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('is not there at all without METRICS_TOKEN', async () => {
    const plain = await startShop();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('x-request-id', () => {
  it('is made for every answer and is on the request\'s log lines', async () => {
    lines.length = 0;
    const res = await shop.app.inject({ method: 'POST', url: '/api/getstores', payload: { username: '', sessionid: '', failstatus: 0, request: {} } });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const mine = lines.map((l) => JSON.parse(l) as { reqId?: string }).filter((l) => l.reqId === id);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect((await get('/healthz')).headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keeps the load balancer\'s id, and replaces one that is not an id', async () => {
    expect((await get('/healthz', { 'x-request-id': 'lb-4f2a.91:7' })).headers['x-request-id']).toBe('lb-4f2a.91:7');
    const odd = await get('/healthz', { 'x-request-id': 'a b\u0007"}' });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    expect((await get('/healthz', { 'x-request-id': 'x'.repeat(65) })).headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
  });
});
