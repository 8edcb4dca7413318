import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type GatewayOutcome = 'approved' | 'declined' | 'error' | 'timeout';
/** Where a reservation short of stock was refused (docs/decisions/0111). */
export type StockRefusal = 'shelf' | 'queue' | 'update';

/**
 * What the shop counts (docs/operations.md lists the series). One registry per app, not prom-client's global
 * one: tests build many apps in one process, and each must start from zero.
 */
export interface ShopMetrics {
  readonly registry: Registry;
  request(call: string, status: string, seconds: number): void;
  gatewayCall(gateway: string, operation: string, outcome: GatewayOutcome): void;
  sweep(report: { expired: number; reversed: number; unsettled: number }): void;
  job(name: string, result: 'ran' | 'skipped' | 'failed'): void;
  mail(result: 'sent' | 'failed'): void;
  /** A reservation refused for stock: by the shelf read first, by the stock queue, or by the conditional update. */
  stockRefused(where: StockRefusal): void;
  /** Reads the number of reservations now held when Prometheus scrapes (the database is the only count). */
  reservationsHeldFrom(read: () => Promise<number>): void;
  /** Adds the Node process's own series (memory, CPU, event loop lag, GC); once, when /metrics is served. */
  withProcessMetrics(): void;
}

export function createMetrics(): ShopMetrics {
  const registry = new Registry();
  const on = { registers: [registry] };
  const requests = new Counter({ name: 'shop_requests_total', help: 'Requests answered, by call (or route) and result status.', labelNames: ['call', 'status'], ...on });
  const latency = new Histogram({
    name: 'shop_request_duration_seconds',
    help: 'Time to answer, by call (or route).',
    labelNames: ['call'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    ...on,
  });
  const gateway = new Counter({ name: 'shop_gateway_calls_total', help: 'Card gateway calls by gateway, operation and outcome.', labelNames: ['gateway', 'operation', 'outcome'], ...on });
  const expired = new Counter({ name: 'shop_reservations_expired_total', help: 'Reservations released by the sweep because they expired.', ...on });
  const reversed = new Counter({ name: 'shop_holds_reversed_total', help: 'Card holds reversed by the sweep (they never became an order).', ...on });
  const unsettled = new Counter({ name: 'shop_holds_unsettled_total', help: 'Card holds the sweep could not reverse this run (the gateway failed; retried next run).', ...on });
  const jobs = new Counter({ name: 'shop_jobs_total', help: 'Periodic job runs by job and result (skipped: another process ran it).', labelNames: ['job', 'result'], ...on });
  const mails = new Counter({ name: 'shop_mail_total', help: 'Mail messages by result.', labelNames: ['result'], ...on });
  const refusals = new Counter({
    name: 'shop_stock_refusals_total',
    help: 'Reservations refused for stock, by where: shelf (read before any transaction), queue (a later statement saw the shelf short), update (lost the conditional update).',
    labelNames: ['where'],
    ...on,
  });
  let readHeld: (() => Promise<number>) | undefined;
  new Gauge({
    name: 'shop_reservations_held',
    help: 'Reservations holding stock now (read from the database at scrape; absent when it does not answer).',
    ...on,
    async collect() {
      if (!readHeld) return;
      // A scrape during a database outage still answers, without this series.
      this.set(await readHeld().catch(() => Number.NaN));
    },
  });
  let processMetrics = false;
  return {
    registry,
    request: (call, status, seconds) => {
      requests.inc({ call, status });
      latency.observe({ call }, seconds);
    },
    gatewayCall: (g, operation, outcome) => gateway.inc({ gateway: g, operation, outcome }),
    sweep(report) {
      expired.inc(report.expired);
      reversed.inc(report.reversed);
      unsettled.inc(report.unsettled);
    },
    job: (name, result) => jobs.inc({ job: name, result }),
    mail: (result) => mails.inc({ result }),
    stockRefused: (where) => refusals.inc({ where }),
    reservationsHeldFrom(read) {
      readHeld = read;
    },
    withProcessMetrics() {
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry });
    },
  };
}
