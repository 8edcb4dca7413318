import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createDeps } from '../deps.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { products, vendors } from '../db/schema/catalogue.js';
import { seedDemoData } from '../db/seed/seed.js';
import {addDays, airportDate} from '@shop/contracts/airport-time';
import { sweepCheckout } from '../modules/checkout/sweep.js';
import { taxCents } from '../lib/money.js';
import { facSandboxOf, powertranzSandboxOf } from '../payments/register.js';
import type { GatewayName } from '../payments/gateway.js';
import { createBenchDatabase } from './bench-data.js';
import { purchase, shopClient, type Outcome, type ShopClient } from './checkout-shopper.js';

// Run with `npm run bench:checkout`: the shop on a fresh PostgreSQL database (TEST_PG_URL or the local
// server), its own FAC sandbox (PowerTranz's with PAYMENT_GATEWAY=powertranz), and shoppers over HTTP doing
// what the web app does (docs/decisions/0026, 0093).
const adminUrl = process.env.TEST_PG_URL ?? process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SHOPPERS = 200;
const LAST_UNITS = 20;
const FAULT_PURCHASES = 200;
const FAULT_CONCURRENCY = 50;
const FAULT_RATE = 0.2;

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
};
const gateway: GatewayName = process.env.PAYMENT_GATEWAY === 'powertranz' ? 'POWERTRANZ' : 'FAC';
/** The sandbox's own table of what it holds: FAC's by order number, PowerTranz's by TransactionIdentifier. */
const sandboxTable =
  gateway === 'POWERTRANZ'
    ? { table: sql`powertranz_sandbox_transactions`, key: sql`transaction_identifier` }
    : { table: sql`fac_sandbox_transactions`, key: sql`order_number` };

const rows = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];

async function listen(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** Two products of an SIA departure store, with their grand total for one unit. */
async function benchProducts(db: Db) {
  const list = await db
    .select({ productid: products.productid, productname: products.productname, unitcostCents: products.unitcostCents, taxrateBp: products.taxrateBp })
    .from(products)
    .innerJoin(vendors, eq(vendors.vendorid, products.vendorid))
    .where(and(eq(vendors.airportid, 'SIA'), eq(vendors.direction, 'D'), eq(vendors.status, 'A'), eq(products.status, 'A')))
    .orderBy(products.productid)
    .limit(2);
  return list.map((p) => ({ ...p, amount: (p.unitcostCents + taxCents([{ lineCents: p.unitcostCents, bp: p.taxrateBp }])) / 100 }));
}

const stockOf = async (db: Db, productid: number) =>
  (await db.select({ q: products.quantity }).from(products).where(eq(products.productid, productid)))[0]!.q;

async function orderedUnits(db: Db, productid: number) {
  const r = rows<{ n: string | null; orders: string }>(
    await db.execute(sql`select sum(quantity) as n, count(distinct orderid) as orders from order_items where productid = ${productid}`),
  );
  return { units: Number(r[0]?.n ?? 0), orders: Number(r[0]?.orders ?? 0) };
}

async function lastUnits(c: ShopClient, db: Db, p: { productid: number; amount: number }, scheduleid: string) {
  await db.update(products).set({ quantity: LAST_UNITS }).where(eq(products.productid, p.productid));
  const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => c.guest()));
  const times: number[] = [];
  const okTimes: number[] = [];
  const steps: number[][] = [];
  const outcomes = await Promise.all(
    shoppers.map(async (s) => {
      const t0 = performance.now();
      const marks: number[] = [];
      const o = await purchase(c, s, { productid: p.productid, quantity: 1, amount: p.amount, scheduleid, gateway }, marks);
      const ms = performance.now() - t0;
      times.push(ms);
      if (o === 'ordered') {
        okTimes.push(ms);
        steps.push(marks.slice(1).map((m, i) => m - marks[i]!));
      }
      return o;
    }),
  );
  const count = (o: Outcome) => outcomes.filter((x) => x === o).length;
  console.log(`1. ${SHOPPERS} concurrent shoppers for the last ${LAST_UNITS} units (reservecart, holdfunds, 3-D Secure approve, processcard, confirmcart)`);
  console.log(`   bought: ${count('ordered')}, refused for stock (16): ${count('stock')}, failed otherwise: ${count('failed')}`);
  console.log(`orders: ${(await orderedUnits(db, p.productid)).orders}`);
  console.log(`final stock: ${await stockOf(db, p.productid)}`);
  console.log(`purchase p50: ${percentile(okTimes, 50).toFixed(0)} ms, p99: ${percentile(okTimes, 99).toFixed(0)} ms (the ${okTimes.length} completed purchases)`);
  const names = ['reservecart', 'holdfunds', '3-D Secure page', 'processcard', 'confirmcart'];
  console.log(`   median step of a completed purchase: ${names.map((n, i) => `${n} ${percentile(steps.map((x) => x[i]!), 50).toFixed(0)} ms`).join(', ')}`);
  console.log(`every shopper's answer p50: ${percentile(times, 50).toFixed(0)} ms, p99: ${percentile(times, 99).toFixed(0)} ms (all ${times.length})`);
}

async function underFaults(c: ShopClient, app: FastifyInstance, db: Db, p: { productid: number; amount: number }, scheduleid: string, later: () => void) {
  const start = 10_000;
  await db.update(products).set({ quantity: start }).where(eq(products.productid, p.productid));
  // PowerTranz signs nothing: its fourth fault is a malformed (cut) JSON answer instead of a bad signature.
  const faults = gateway === 'POWERTRANZ' ? powertranzSandboxOf(app)!.faults : facSandboxOf(app)!.faults;
  faults.set({ rate: FAULT_RATE, kinds: ['decline', 'timeout', 'http500', gateway === 'POWERTRANZ' ? 'malformed' : 'signature'] });
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    const s = await c.guest();
    while (next < FAULT_PURCHASES) {
      next++;
      outcomes.push(await purchase(c, s, { productid: p.productid, quantity: 1, amount: p.amount, scheduleid, gateway }));
    }
  };
  await Promise.all(Array.from({ length: FAULT_CONCURRENCY }, worker));
  faults.clear();
  const ordered = outcomes.filter((o) => o === 'ordered').length;
  console.log(`2. ${FAULT_PURCHASES} purchases with ${FAULT_RATE * 100}% of gateway calls faulty (declines, timeouts, HTTP 500, ${gateway === 'POWERTRANZ' ? 'malformed JSON' : 'bad signatures'})`);
  console.log(`   ordered: ${ordered}, failed and cancelled: ${outcomes.length - ordered}`);
  // The sweep runs once the reservations' 15 minutes are over, with the gateway answering again.
  later();
  const report = await sweepCheckout(app.deps);
  console.log(`   one sweep: ${report.expired} reservations expired, ${report.reversed} holds reversed, ${report.unsettled} unsettled, ${report.abandoned} abandoned`);

  const noAuth = rows<{ n: string }>(
    await db.execute(sql`select count(*) as n from orders o left join ${sandboxTable.table} t on t.${sandboxTable.key} = o.gateway_order_id
      where t.${sandboxTable.key} is null or t.state <> 'AUTHORIZED' or t.authorized_cents <> o.deposit_cents`),
  );
  const orphans = rows<{ n: string }>(
    await db.execute(sql`select count(*) as n from ${sandboxTable.table} t
      where t.state = 'AUTHORIZED' and not exists (select 1 from orders o where o.gateway_order_id = t.${sandboxTable.key})`),
  );
  const held = rows<{ n: string | null }>(
    await db.execute(sql`select sum(l.quantity) as n from reservation_lines l join reservations r on r.id = l.reservation_id
      where r.state = 'HELD' and l.productid = ${p.productid}`),
  );
  const drift = (await stockOf(db, p.productid)) + (await orderedUnits(db, p.productid)).units + Number(held[0]?.n ?? 0) - start;
  console.log(`orders without authorization: ${noAuth[0]!.n}`);
  console.log(`authorizations without order or reversal: ${orphans[0]!.n}`);
  console.log(`stock drift: ${drift}`);
}

async function main() {
  const bench = await createBenchDatabase(adminUrl);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-checkout-'));
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let offsetMs = 0;
  try {
    console.log(`database ${bench.name}: migrating and loading the demo shop...`);
    database = await openDatabase({ url: bench.url, poolSize: 40 });
    await seedDemoData(database.db, { mediaDir: path.join(dataDir, 'media'), orders: false });
    const timeouts = gateway === 'POWERTRANZ' ? { POWERTRANZ_TIMEOUT_MS: '2000', POWERTRANZ_SANDBOX_DELAY_MS: '300' } : { FAC_TIMEOUT_MS: '2000', FAC_SANDBOX_DELAY_MS: '300' };
    // 200 shoppers at once on a shared 2-core machine can wait longer than the 15 s a connection may idle:
    // the bench counts outcomes, so the server keeps its sockets open longer rather than drop a shopper.
    const env = { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '120000', PAYMENT_GATEWAY: gateway === 'POWERTRANZ' ? 'powertranz' : 'fac', ...timeouts };
    const config = loadConfig(env);
    console.log(`card gateway: ${gateway} (local sandbox)`);
    app = await buildApp(createDeps(config, database.db, { clock: { now: () => new Date(Date.now() + offsetMs) } }));
    const base = await listen(app);
    const client = shopClient(base);
    const [first, second] = await benchProducts(database.db);
    const scheduleid = `SIA-D-AA1318-${addDays(airportDate(new Date()), 1).replaceAll('-', '')}`;
    await lastUnits(client, database.db, first!, scheduleid);
    await underFaults(client, app, database.db, second!, scheduleid, () => (offsetMs = 16 * 60_000));
  } finally {
    await app?.close();
    await database?.close();
    await bench.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
