import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createDeps } from '../deps.js';
import { createPdfThread } from '../modules/receipts/pdf-thread.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { products, vendors } from '../db/schema/catalogue.js';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { seedDemoData } from '../seed/seed.js';
import { sha256Hex } from '../modules/auth/tokens.js';
import {addDays, airportDate} from '@shop/contracts/airport-time';
import { moveParts, partsOf } from '../modules/orders/order-repo.js';
import { taxCents } from '../lib/money.js';
import type { GatewayName } from '../payments/gateway.js';
import { facSandboxOf, powertranzSandboxOf } from '../payments/register.js';
import { closeBench, createBenchDatabase, runBench } from './bench-data.js';
import { purchase, shopClient, type ShopClient } from './checkout-shopper.js';
import { ledgerMismatches, overRefunds, unconfirmed, unknownHolds } from './counter-audit.js';
import { checkOutOrder, refundOrder, type BenchProduct } from './counter-steps.js';

// Run with `npm run bench:counter`: 100 orders placed as shoppers place them, checked in, then checked out at the
// lounge counter with random applied quantities and extra items, and some refunded, while 20% of the gateway's
// calls fail (docs/decisions/0067). Every order's ledger is then compared with the sandbox's own record.
const gateway: GatewayName = process.env.PAYMENT_GATEWAY === 'powertranz' ? 'POWERTRANZ' : 'FAC';
const adminUrl = process.env.TEST_PG_URL ?? process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = 100;
const CONCURRENCY = 8;
const FAULT_RATE = 0.2;
const REFUND_SHARE = 0.5;

async function listen(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** Five products of SIA departure stores, with plenty in stock. */
async function benchProducts(db: Db): Promise<BenchProduct[]> {
  const list = await db
    .select({ productid: products.productid, unitcostCents: products.unitcostCents, taxrateBp: products.taxrateBp })
    .from(products)
    .innerJoin(vendors, eq(vendors.vendorid, products.vendorid))
    .where(and(eq(vendors.airportid, 'SIA'), eq(vendors.direction, 'D'), eq(vendors.status, 'A'), eq(products.status, 'A')))
    .orderBy(products.productid)
    .limit(5);
  await db.update(products).set({ quantity: 100_000 }).where(inArray(products.productid, list.map((p) => p.productid)));
  return list;
}

async function placeOrders(c: ShopClient, db: Db, list: BenchProduct[], scheduleid: string) {
  const placed: string[] = [];
  const worker = async () => {
    const s = await c.guest();
    while (placed.length < ORDERS) {
      const lines = list.slice(0, 2 + Math.floor(Math.random() * 2)).map((p) => ({ ...p, quantity: 1 + Math.floor(Math.random() * 3) }));
      const sub = lines.reduce((n, l) => n + l.unitcostCents * l.quantity, 0);
      const amount = (sub + taxCents(lines.map((l) => ({ lineCents: l.unitcostCents * l.quantity, bp: l.taxrateBp })))) / 100;
      const cart = lines.map((l) => ({ productid: l.productid, quantityincart: l.quantity }));
      await purchase(c, s, { productid: 0, quantity: 0, amount, scheduleid, cart, placed, gateway });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  for (const orderid of placed) {
    await moveParts(db, orderid, (await partsOf(db, orderid)).map((p) => p.vendorid), { status: 'CHECKED IN', at: new Date() });
  }
  return placed.slice(0, ORDERS);
}

async function main() {
  const bench = await createBenchDatabase(adminUrl);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-counter-'));
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  const receipts = createPdfThread();
  try {
    console.log(`database ${bench.name}: migrating and loading the demo shop...`);
    database = await openDatabase({ url: bench.url, poolSize: 20 });
    await seedDemoData(database.db, { mediaDir: path.join(dataDir, 'media'), orders: false });
    const timeouts = gateway === 'POWERTRANZ' ? { POWERTRANZ_TIMEOUT_MS: '500', POWERTRANZ_SANDBOX_DELAY_MS: '100' } : { FAC_TIMEOUT_MS: '500', FAC_SANDBOX_DELAY_MS: '100' };
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PAYMENT_GATEWAY: gateway === 'POWERTRANZ' ? 'powertranz' : 'fac', ...timeouts });
    console.log(`card gateway: ${gateway} (local sandbox)`);
    // Receipts on their own thread, as the shop's server draws them (main.ts).
    app = await buildApp(createDeps(config, database.db, { pdf: receipts.pdf }));
    const c = shopClient(await listen(app));
    const list = await benchProducts(database.db);
    const scheduleid = `SIA-D-AA1318-${addDays(airportDate(new Date()), 1).replaceAll('-', '')}`;
    const orders = await placeOrders(c, database.db, list, scheduleid);
    console.log(`placed and checked in: ${orders.length} orders`);

    const login = await c.call('login', { username: 'lounge', password: sha256Hex(DEMO_PASSWORD), terms: 'N', internal: 'N', silentLogin: 'N' });
    const lounge = { username: login.data.username, sessionid: login.data.sessionid };
    const faults = gateway === 'POWERTRANZ' ? powertranzSandboxOf(app)!.faults : facSandboxOf(app)!.faults;
    faults.set({ rate: FAULT_RATE, kinds: [] });
    const t0 = performance.now();
    let next = 0;
    let checkedOut = 0;
    let refunded = 0;
    const worker = async () => {
      while (next < orders.length) {
        const orderid = orders[next++]!;
        const taken = await checkOutOrder(c, lounge, gateway, orderid, list);
        if (!taken) continue;
        checkedOut++;
        if (Math.random() < REFUND_SHARE) {
          await refundOrder(c, lounge, orderid, taken);
          refunded++;
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    faults.clear();
    console.log(`${FAULT_RATE * 100}% of gateway calls faulty (delays, HTTP 500, cut answers, timeouts): ${checkedOut} checked out, ${refunded} refunds tried, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    console.log(`ledger mismatches: ${await ledgerMismatches(database.db, orders, gateway)}`);
    console.log(`over-refunds: ${await overRefunds(database.db, orders, gateway)}`);
    console.log(`card modifications whose answer was lost, settled by asking again or taken as done: ${await unconfirmed(database.db)}`);
    console.log(`card holds the sandbox keeps that no ledger knows (lost authorisation answers): ${await unknownHolds(database.db, gateway)}`);
    // The ledger figures say nothing of check-outs that never happened: a bench that checks out too few fails.
    if (checkedOut < orders.length / 2) throw new Error(`only ${checkedOut} of ${orders.length} orders were checked out`);
  } finally {
    await closeBench(bench, dataDir, app, database);
    await receipts.close();
  }
}

runBench(main);
