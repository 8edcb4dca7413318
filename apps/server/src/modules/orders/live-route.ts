import type { FastifyInstance } from 'fastify';
import { requestEnvelope } from '@shop/contracts/envelope';
import type { Deps } from '../../deps.js';
import { resolveSession } from '../../calls/session.js';
import { ownerOf } from '../checkout/owner.js';
import type { LiveFeed } from './live-feed.js';

const HEARTBEAT_MS = 20_000;

/**
 * POST /live/orders: a server-sent event stream of the ids of orders the session's user may see, as they change.
 * POST with the call envelope, so the session id never sits in an address (or a log of one).
 */
export function registerLiveRoute(app: FastifyInstance, deps: Deps, feed: LiveFeed) {
  const open = new Set<{ end(): void }>();
  // Streams never go idle: closing the app ends them first, or the server would wait on them forever.
  app.addHook('preClose', async () => {
    for (const r of open) r.end();
    await feed.close();
  });
  app.post('/live/orders', async (req, reply) => {
    const env = requestEnvelope.safeParse(typeof req.body === 'string' ? JSON.parse(req.body || '{}') : req.body);
    let who;
    try {
      if (!env.success) throw new Error('bad envelope');
      who = await resolveSession(deps, env.data.username, env.data.sessionid);
    } catch {
      return reply.code(401).header('cache-control', 'no-store').send({ message: 'Your session has expired. Please sign in again.' });
    }
    const owner = ownerOf({ user: who.user, sessionHash: who.sessionHash });
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    res.write(': ready\n\n');
    const unsubscribe = await feed.subscribe({ user: who.user, owner, send: (orderid) => res.write(`event: order\ndata: ${orderid}\n\n`) });
    const beat = setInterval(() => res.write(': beat\n\n'), HEARTBEAT_MS);
    open.add(res);
    const end = () => {
      clearInterval(beat);
      unsubscribe();
      open.delete(res);
    };
    req.raw.on('close', end);
    res.on('close', end);
  });
}
