import http from 'node:http';
import autocannon from 'autocannon';
import { requestText } from './http-client.js';

export interface Target {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** Several bodies, asked in turn on each connection (every shopper a different filter); `body` is then unused. */
  bodies?: string[];
}

export interface Throughput {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Requests per second and p99 latency (ms) of one target under `connections` concurrent connections. */
export async function measureThroughput(t: Target, connections: number, seconds: number): Promise<Throughput> {
  const result = await autocannon({
    url: t.url,
    method: t.method,
    body: t.body,
    ...(t.bodies ? { requests: t.bodies.map((body) => ({ method: t.method, body })) } : {}),
    // Every target is asked as a browser asks, gzip accepted; hello-world's 17 bytes go out plain either way.
    headers: { 'accept-encoding': 'gzip, deflate, br', ...(t.body || t.bodies ? { 'content-type': 'application/json' } : {}) },
    connections,
    duration: seconds,
    // The load generator runs in its own thread so it does not share the server's event loop.
    workers: 1,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request over a kept-alive connection; answers the body. */
export const send = (t: Target): Promise<string> =>
  requestText(t.url, { method: t.method, agent, headers: t.body ? { 'content-type': 'application/json' } : {}, body: t.body, timeoutMs: 10_000 });

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/**
 * Median latency (ms) of sequential requests to each target after a warm-up. The targets take turns, so
 * a change in the machine's load during the run affects them alike. Bounded both in count and in time.
 */
export async function medianLatencies(targets: Target[], opts: { warmup: number; count: number; maxSeconds: number }) {
  const deadline = Date.now() + opts.maxSeconds * 1000;
  for (let i = 0; i < opts.warmup && Date.now() < deadline; i++) for (const t of targets) await send(t);
  const samples = targets.map((): number[] => []);
  for (let i = 0; i < opts.count && Date.now() < deadline; i++) {
    for (const [k, t] of targets.entries()) {
      const start = process.hrtime.bigint();
      await send(t);
      samples[k]!.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return samples.map((s) => ({ median: median(s), samples: s.length }));
}

export const closeAgent = () => agent.destroy();
