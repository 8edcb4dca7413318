import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/** The request a piece of work runs for: its id and its logger (which carries the id). */
interface RequestScope {
  reqId: string;
  log: FastifyBaseLogger;
}

const scope = new AsyncLocalStorage<RequestScope>();

// A load balancer's id is kept only when it looks like an id: it lands in log lines and an answer header.
const SAFE_ID = /^[\w.:-]{1,64}$/;

/**
 * The request's id: the load balancer's x-request-id when it sends a sane one, else 16 new hex digits.
 * Support reads out the first 8 characters (the failed-payment page's reference), which find the lines.
 */
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && SAFE_ID.test(given)) return given;
  return randomBytes(8).toString('hex');
}

/**
 * Every answer carries x-request-id, and work started by a request (gateway calls, mail, jobs of its own)
 * can find the request's logger through async context, so its lines carry the id too.
 */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', (req: FastifyRequest, reply, done) => {
    reply.header('x-request-id', req.id);
    scope.run({ reqId: req.id, log: req.log }, done);
  });
}

/** The logger of the request this code runs for, if any. */
export const requestLog = (): FastifyBaseLogger | undefined => scope.getStore()?.log;

/** The id of the request this code runs for, if any. */
export const currentRequestId = (): string | undefined => scope.getStore()?.reqId;
