import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@shop/contracts/calls';
import type { ShopMetrics } from './metrics.js';

declare module 'fastify' {
  interface FastifyReply {
    /** The envelope status a call answered (calls/route.ts sets it); labels the request counter. */
    callStatus: number | null;
  }
}

/** The label for a request: the call's name, the route's pattern, or "unmatched" (bounded: never the raw URL). */
function callLabel(req: FastifyRequest): string {
  const route = req.routeOptions.url;
  if (route === '/api/:call') {
    const name = (req.params as { call?: string }).call ?? '';
    return Object.hasOwn(calls, name) ? name : 'unknown';
  }
  return route ?? 'unmatched';
}

/** Counts every answer by call and status and times it (health probes and the scrape itself excepted). */
export function registerRequestMetrics(app: FastifyInstance, metrics: ShopMetrics) {
  app.decorateReply('callStatus', null);
  app.addHook('onResponse', (req, reply, done) => {
    const call = callLabel(req);
    if (call !== '/healthz' && call !== '/readyz' && call !== '/metrics') {
      // A call answers HTTP 200 with its status in the envelope; anything else is counted by its HTTP code.
      const status = reply.callStatus ?? (call === 'unknown' || req.routeOptions.url !== '/api/:call' ? `http_${reply.statusCode}` : '0');
      metrics.request(call, String(status), reply.elapsedTime / 1000);
    }
    done();
  });
}

const sameSecret = (given: string, wanted: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(wanted);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus's text format, only with `Authorization: Bearer <METRICS_TOKEN>`. Without
 * METRICS_TOKEN there are no metrics at all (404), rather than the web app's page in their place.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: ShopMetrics, token: string | undefined) {
  if (token) metrics.withProcessMetrics();
  app.get('/metrics', { logLevel: 'warn' }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!token) return reply.code(404).type('text/plain').send('Not found\n');
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !sameSecret(auth.slice(7), token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('A bearer token is required.\n');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
