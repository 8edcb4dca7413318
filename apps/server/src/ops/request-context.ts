import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/** The request a piece of work runs for: its id and its logger (which carries the id). */
interface RequestScope {
  reqId: string;
  log: FastifyBaseLogger;
  /** performance.now() when the request arrived. */
  startedAt: number;
}

const scope = new AsyncLocalStorage<RequestScope>();

// A load balancer's id is kept only when it looks like an id: it lands in log lines and an answer header.
const SAFE_ID = /^[\w.:-]{1,64}$/;

// Random bytes for ids are drawn 4 KB at a time: one call into the random generator per 512 requests.
const ID_BYTES = 8;
let idPool = Buffer.alloc(0);
let idAt = 0;

function freshId(): string {
  if (idAt >= idPool.length) {
    idPool = randomBytes(ID_BYTES * 512);
    idAt = 0;
  }
  idAt += ID_BYTES;
  return idPool.toString('hex', idAt - ID_BYTES, idAt);
}

/**
 * The request's id: the load balancer's x-request-id when it sends a sane one, else 16 new hex digits.
 * Support reads out the first 8 characters (the failed-payment page's reference), which find the lines.
 */
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && SAFE_ID.test(given)) return given;
  return freshId();
}

/**
 * Every answer carries x-request-id, and work started by a request (gateway calls, mail, jobs of its own)
 * can find the request's logger through async context, so its lines carry the id too.
 */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', (req: FastifyRequest, reply, done) => {
    reply.header('x-request-id', req.id);
    scope.run({ reqId: req.id, log: req.log, startedAt: performance.now() }, done);
  });
}

/** The logger of the request this code runs for, if any. */
export const requestLog = (): FastifyBaseLogger | undefined => scope.getStore()?.log;

/** When the request this code runs for arrived (performance.now()), if any. */
export const requestStartedAt = (): number | undefined => scope.getStore()?.startedAt;

/** The id of the request this code runs for, if any. */
export const currentRequestId = (): string | undefined => scope.getStore()?.reqId;
