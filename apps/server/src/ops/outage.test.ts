import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { GENERIC_ERROR, Status } from '@shop/contracts/status';
import { paymentAttempts, reservations } from '../db/schema/checkout.js';
import { facSandboxTransactions } from '../db/schema/fac-sandbox.js';
import { orders } from '../db/schema/orders.js';
import { createJobRunner } from '../jobs/runner.js';
import { shopJobs } from '../jobs/shop-jobs.js';
import { startShop, testDbKind, type Session, type TestShop } from '../test/harness.js';
import { admin } from '../test/test-databases.js';
import { clientOf } from '../db/client.js';
import { listenReconnecting } from '../db/listener.js';
import { fakeClock } from '../test/fake-clock.js';
import { STATE_WAIT } from '../test/wait.js';
import { confirmRequest, linesOf, payFor, pickProduct, placeOrder, type Line } from '../test/checkout-flow.js';
import { listenLive } from '../test/live-stream.js';
import { STORE } from '../seed/stores.js';
import { ANY_ORDER } from '@shop/contracts/order-flow';

// Closing a database to connections needs the PostgreSQL server; PGlite lives inside the process.
const clock = fakeClock();
let shop: TestShop;
let shopper: Session;
let name: string;
const warnings: string[] = [];

const readyz = async () => (await shop.app.inject({ method: 'GET', url: '/readyz' })).statusCode;
const closeDatabase = async () => {
  await admin(`alter database ${name} allow_connections false`);
  // The database's connections are ended until three looks in a row find none, in case one the shop was opening
  // as the database closed shows in pg_stat_activity late. (The failed check below that CI runs under load waited
  // for in vain came from the live stream answering before it listened, mended in live-route.ts: decision 0170,
  // stop 59.)
  let empty = 0;
  await vi.waitFor(
    async () => {
      const left = await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
      empty = left.length === 0 ? empty + 1 : 0;
      expect(empty, 'looks in a row without a connection to the closed database').toBe(3);
    },
    { ...STATE_WAIT, interval: 100 },
  );
};
const openDatabaseAgain = () => admin(`alter database ${name} allow_connections true`);

describe.skipIf(testDbKind !== 'postgres')('a PostgreSQL outage', () => {
  beforeAll(async () => {
    // Warnings kept, for the live stream's; its sessions looked up again every 200 ms.
    const logStream = new Writable({ write: (line: Buffer, _enc, done) => void (warnings.push(line.toString()), done()) });
    shop = await startShop({ deps: { clock }, env: { FAC_TIMEOUT_MS: '2000', LOG_LEVEL: 'warn', LIVE_SESSION_CHECK_MS: '200' }, logStream });
    shopper = await shop.signIn('shopper');
    name = ((await shop.db.execute(sql`select current_database() as n`)) as unknown as { rows: { n: string }[] }).rows[0]!.n;
  });
  afterAll(async () => {
    await openDatabaseAgain().catch(() => undefined);
    await shop.close();
  });

  it('answers calls with the generic error, says 503 on readyz, and serves again without a restart, nothing lost', async () => {
    const [a, b] = await pickProduct(shop.db, 10);
    const held: Line[] = [{ ...a!, quantity: 1 }];
    const confirmedLate: Line[] = [{ ...b!, quantity: 1 }];
    // Before the outage: one reservation paid and left, one paid and about to be confirmed.
    // A guest's (one reservation per shopper: the shopper's next one would cancel it).
    const left = await payFor(shop, await shop.guest(), held);
    const late = await payFor(shop, shopper, confirmedLate);
    expect(left.message?.reasoncode).toBe(1);

    await closeDatabase();
    await vi.waitFor(async () => expect(await readyz(), '/readyz').toBe(503), STATE_WAIT);
    const started = Date.now();
    const during = await shop.call('confirmcart', confirmRequest(late.orderid, confirmedLate), shopper);
    expect(during.status).toBeGreaterThan(0);
    expect(during.statusMessage).toBe(GENERIC_ERROR);
    const login = await shop.call('login', { username: 'shopper', password: 'x'.repeat(64), terms: 'N', internal: 'N', silentLogin: 'N' });
    expect(login.status).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The periodic jobs fail this turn, counted, and keep their timer.
    const runner = createJobRunner(shop.app.deps, shopJobs);
    expect(await runner.tick()).toEqual([]);

    await openDatabaseAgain();
    await vi.waitFor(async () => expect(await readyz(), '/readyz').toBe(200), STATE_WAIT);
    await shop.signIn('shopper');
    // The shopper's retry confirms the order its hold pays for (confirmation is idempotent).
    const again = await shop.call('confirmcart', confirmRequest(late.orderid, confirmedLate), shopper);
    expect(again.status).toBe(Status.OK);

    // The reservation left before the outage expires; the sweep after it gives its stock and hold back.
    clock.advance(16 * 60_000);
    const ran = await createJobRunner(shop.app.deps, shopJobs).tick();
    expect(ran).toContain('checkout-sweep');
    const [leftRow] = await shop.db.select().from(reservations).where(eq(reservations.orderid, left.orderid));
    expect(leftRow!.state).toBe('EXPIRED');

    // The money: no hold without an order, no order without a hold.
    const attempts = await shop.db
      .select({ id: paymentAttempts.gatewayOrderId })
      .from(paymentAttempts)
      .innerJoin(reservations, eq(reservations.id, paymentAttempts.reservationId))
      .where(inArray(reservations.orderid, [left.orderid, late.orderid]));
    const gateway = await shop.db
      .select({ order: facSandboxTransactions.orderNumber, state: facSandboxTransactions.state })
      .from(facSandboxTransactions)
      .where(inArray(facSandboxTransactions.orderNumber, attempts.map((a) => a.id)));
    expect(gateway.length).toBe(2);
    const placed = await shop.db.select({ attempt: orders.gatewayOrderId }).from(orders).where(inArray(orders.orderid, [left.orderid, late.orderid]));
    const holding = gateway.filter((t) => t.state === 'AUTHORIZED' || t.state === 'CAPTURED').map((t) => t.order);
    const backed = new Set(placed.map((o) => o.attempt));
    expect(holding.filter((o) => !backed.has(o))).toEqual([]);
    expect([...backed].filter((o) => !holding.includes(o))).toEqual([]);
    expect(backed.size).toBe(1);

    const metrics = await shop.app.deps.metrics.registry.metrics();
    expect(metrics).toMatch(/shop_jobs_total\{job="checkout-sweep",result="failed"\} 1/);
    expect(metrics).toMatch(/shop_holds_reversed_total 1/);
    expect(metrics).toMatch(/shop_reservations_expired_total 1/);
  });

  it('hears order notices again after the database ended its LISTEN connection', async () => {
    const heard: string[] = [];
    const client = clientOf(shop.db);
    if (client.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const said: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void said.push(line) });
    const listener = await listenReconnecting(client.pool.options, 'ops_probe', (p) => heard.push(p), log);
    try {
      const notify = (p: string) => shop.db.execute(sql`select pg_notify('ops_probe', ${p})`);
      await notify('before');
      await vi.waitFor(() => expect(heard, 'the first notice').toContain('before'), STATE_WAIT);
      await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and query ilike 'listen ops_probe%'`);
      await vi.waitFor(
        async () => {
          await notify('after');
          expect(heard, 'a notice after the connection was lost').toContain('after');
        },
        STATE_WAIT,
      );
      // It did lose the connection (the terminate found it) and came back by itself.
      expect(said.join('')).toContain('the notice connection was lost; reconnecting');
      expect(said.join('')).toContain('the notice connection is back');
    } finally {
      await listener.stop();
    }
  });

  it('keeps a staff screen\'s live stream through the outage, answers a new one 503 (a 401 would sign its user out), and tells changes again after it', async () => {
    const base = await shop.app.listen({ port: 0, host: '127.0.0.1' });
    // A store's staff session is read from the database on every lookup (decision 0085), never from the cache.
    const vendor = await shop.signIn('vendor');
    const shopperNow = await shop.signIn('shopper');
    const stream = await listenLive(base, vendor);
    expect(stream.status).toBe(200);

    await closeDatabase();
    const refused = await listenLive(base, vendor);
    expect(refused.status).toBe(503);
    await refused.stop();
    const checkFailed = () => warnings.some((l) => l.includes('live stream: the session could not be checked'));
    await vi.waitFor(() => expect(checkFailed(), 'the stream\'s session check failed').toBe(true), STATE_WAIT);
    expect(stream.state, 'the stream still open').toEqual({ closed: false, cut: false });

    await openDatabaseAgain();
    // Once the shop's notice connection is back, the stream says that anything may have changed meanwhile.
    await vi.waitFor(() => expect(stream.heard, 'the stream said anything may have changed').toContain(ANY_ORDER), STATE_WAIT);
    const orderid = await placeOrder(shop, shopperNow, await linesOf(shop.db, [STORE.rum], 1));
    await vi.waitFor(() => expect(stream.heard, 'the stream told the next order').toContain(orderid), STATE_WAIT);
    expect(stream.state, 'the stream still open').toEqual({ closed: false, cut: false });
    await stream.stop();
  });
});
