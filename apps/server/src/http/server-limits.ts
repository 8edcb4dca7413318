import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/**
 * How long a client may take and whom to believe about its address. A request must arrive whole within
 * REQUEST_TIMEOUT_MS (headers within the same or 10 s, whichever is less), and an idle connection closes
 * after it too, so slow-body connections cannot pile up. X-Forwarded-For counts only from TRUST_PROXY.
 */
export function serverLimits(config: Config): FastifyServerOptions & { http: object } {
  const timeout = config.REQUEST_TIMEOUT_MS;
  return {
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    requestTimeout: timeout,
    connectionTimeout: timeout,
    keepAliveTimeout: Math.min(5_000, timeout),
    http: {
      headersTimeout: Math.min(10_000, timeout),
      requestTimeout: timeout,
      // Node looks for overdue requests this often (30 s by default, which would let them linger).
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(timeout / 4))),
    },
  };
}
