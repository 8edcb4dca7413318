import type { FastifyInstance } from 'fastify';
import { requestEnvelope } from '@shop/contracts/envelope';
import { GENERIC_ERROR, Status } from '@shop/contracts/status';
import { AppError, sessionExpired } from '../../lib/app-error.js';
import type { Deps } from '../../deps.js';
import { resolveSession, resolveSessionHash } from '../../calls/session.js';
import { ownerOf } from '../checkout/owner.js';
import type { LiveFeed } from './live-feed.js';

const HEARTBEAT_MS = 20_000;
/** How long a stream's connection may pass without a byte either way: three heartbeats missed. */
const STREAM_IDLE_MS = 3 * HEARTBEAT_MS;

/** True when a session lookup failed because the session has ended, not because the database could not answer. */
const ended = (err: unknown): err is AppError => err instanceof AppError && err.code === Status.SESSION_INVALID;

/** The envelope sent as the stream's body, or null when it is not one (a body that is no JSON included). */
function envelopeOf(body: unknown) {
  let raw = body;
  if (typeof body === 'string') {
    try {
      raw = JSON.parse(body || '{}');
    } catch {
      return null;
    }
  }
  const env = requestEnvelope.safeParse(raw);
  return env.success ? env.data : null;
}

/**
 * POST /live/orders: a server-sent event stream of the ids of orders the session's user may see, as they change.
 * POST with the call envelope, so the session id never sits in an address (or a log of one). The stream speaks
 * for its session only while it lasts: the session is looked up again every `LIVE_SESSION_CHECK_MS`, and a
 * stream whose session has ended (signed out, expired, or ended by a user manager) is closed. The app's next
 * connection is then refused with 401, which signs a user whose session cannot be renewed out. It answers 200
 * only once it hears the order notices, and 503 when the database cannot be read or listened to (the app tries
 * again after its backoff).
 */
export function registerLiveRoute(app: FastifyInstance, deps: Deps, feed: LiveFeed) {
  const open = new Set<{ end(): void }>();
  let closing = false;
  // Streams never go idle: closing the app ends them first, or the server would wait on them forever.
  app.addHook('preClose', async () => {
    closing = true;
    for (const r of open) r.end();
    await feed.close();
  });
  app.register(async (live) => {
    // Every body is read as text and checked here: one that is no JSON is refused like one without a session.
    live.removeAllContentTypeParsers();
    live.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
    live.post('/live/orders', async (req, reply) => {
      const env = envelopeOf(req.body);
      let who;
      try {
        if (!env) throw sessionExpired();
        who = await resolveSession(deps, env.username, env.sessionid);
      } catch (err) {
        // Only a session that has ended is refused with 401, on which the app renews it or signs out; a database
        // that cannot be read says so, and the app tries again.
        if (ended(err)) return reply.code(401).header('cache-control', 'no-store').send({ message: err.message });
        req.log.warn({ err }, 'live stream: the session could not be looked up');
        return reply.code(503).header('cache-control', 'no-store').send({ message: GENERIC_ERROR });
      }
      const owner = ownerOf({ user: who.user, sessionHash: who.sessionHash });
      const res = reply.raw;
      // The stream answers once it hears the order notices: a 200 means every change from then on is told. What
      // changes before its head is written is told after it.
      let told: string[] | null = [];
      const event = (orderid: string) => `event: order\ndata: ${orderid}\n\n`;
      let unsubscribe: () => void;
      try {
        unsubscribe = await feed.subscribe({ user: who.user, owner, send: (orderid) => (told ? told.push(orderid) : res.write(event(orderid))) });
      } catch (err) {
        // The process could not listen to the database's notices (it is down): a stream would tell nothing, so the
        // app is told to try again, as when the session could not be looked up.
        req.log.warn({ err }, 'live stream: the order notices could not be listened to');
        return reply.code(503).header('cache-control', 'no-store').send({ message: GENERIC_ERROR });
      }
      // The shop began to close while the stream was being set up, after it ended the open ones: the app is told
      // to try again (another process, once the load balancer knows), on a connection that then closes, so the
      // close waits on neither.
      if (closing) {
        unsubscribe();
        return reply.code(503).header('cache-control', 'no-store').header('connection', 'close').send({ message: GENERIC_ERROR });
      }
      reply.hijack();
      // The app gave up while the stream was being set up: nothing is left listening for it.
      if (req.raw.socket.destroyed) return void unsubscribe();
      // The server's idle bound is off while a request is answered (server-limits.ts, decision 0220), and its
      // REQUEST_TIMEOUT_MS is shorter than the quiet between heartbeats anyway: a stream's own bound is a few
      // heartbeats, each of which counts as activity.
      req.raw.socket.setTimeout(STREAM_IDLE_MS);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      res.write(': ready\n\n');
      for (const orderid of told) res.write(event(orderid));
      told = null;
      const beat = setInterval(() => res.write(': beat\n\n'), HEARTBEAT_MS);
      // A lookup the database cannot answer ends nothing: the stream stays, and says so in the log once a fault.
      let faulty = false;
      const check = setInterval(() => {
        resolveSessionHash(deps, env.username, who.sessionHash).then(
          () => void (faulty = false),
          (err: unknown) => {
            if (ended(err)) return void res.end();
            if (!faulty) req.log.warn({ err }, 'live stream: the session could not be checked; the stream stays open');
            faulty = true;
          },
        );
      }, deps.config.LIVE_SESSION_CHECK_MS);
      open.add(res);
      const end = () => {
        clearInterval(beat);
        clearInterval(check);
        unsubscribe();
        open.delete(res);
      };
      req.raw.on('close', end);
      res.on('close', end);
    });
  });
}
