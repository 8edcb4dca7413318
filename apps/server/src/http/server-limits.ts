import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/**
 * How long a client may take and whom to believe about its address. A request must arrive whole within
 * REQUEST_TIMEOUT_MS (headers within the same or 10 s, whichever is less), and a connection on which the client
 * sends and reads nothing for as long is closed too, so slow-body connections cannot pile up. X-Forwarded-For
 * counts only from TRUST_PROXY.
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

/**
 * The idle bound is the client's, not the shop's: while the shop works on an answer (a gateway that takes its
 * whole FAC_TIMEOUT_MS, a statement waiting on a lock) the connection is quiet because of us, and cutting it
 * would leave the shopper with a broken connection instead of the answer. So the bound is off from the moment
 * the request has arrived whole until its answer is being sent, and on again while the client reads it. The
 * shop's own waits are bounded where they happen (the gateways' and the database's timeouts).
 */
export function idleBoundForClientsOnly(app: FastifyInstance, config: Config) {
  const idle = (socket: { setTimeout?: (ms: number) => unknown } | undefined, ms: number) => socket?.setTimeout?.(ms);
  app.addHook('preHandler', (req, _reply, done) => {
    idle(req.raw.socket, 0);
    done();
  });
  app.addHook('onSend', (req, _reply, payload, done) => {
    idle(req.raw.socket, config.REQUEST_TIMEOUT_MS);
    done(null, payload);
  });
}
