import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../../calls/types.js';
import { clientOf, type Db } from '../../db/client.js';
import { listenReconnecting } from '../../db/listener.js';
import type { Owner } from '../checkout/owner.js';
import { ANY_ORDER } from '@shop/contracts/order-flow';
import { ORDER_CHANNEL } from './notify.js';
import { findOrder, partsOf } from './order-repo.js';
import { maySee } from './visibility.js';

export interface LiveSubscriber {
  user: SessionUser;
  owner: Owner;
  send(orderid: string): void;
}

export interface LiveFeed {
  /** Starts telling this subscriber the ids of the orders it may see that change; answers the unsubscribe. */
  subscribe(s: LiveSubscriber): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * One LISTEN on 'order_changed' per server process (docs/decisions/0070): every process hears every change,
 * whichever process made it. Each notice is read once and passed on to the subscribers allowed to see it.
 */
export function createLiveFeed(db: Db, log: FastifyBaseLogger): LiveFeed {
  const subscribers = new Set<LiveSubscriber>();
  let listening: Promise<() => Promise<void>> | undefined;

  async function deliver(orderid: string) {
    if (subscribers.size === 0) return;
    try {
      const o = await findOrder(db, orderid);
      if (!o) return;
      const parts = await partsOf(db, orderid);
      for (const s of [...subscribers]) {
        if (await maySee(db, s.user, s.owner, o, parts)) s.send(orderid);
      }
    } catch (err) {
      log.warn({ err, orderid }, 'an order notice could not be passed on');
    }
  }

  async function listen(): Promise<() => Promise<void>> {
    const client = clientOf(db);
    if (client.kind === 'pglite') {
      const stop = await client.pglite.listen(ORDER_CHANNEL, (id) => void deliver(id));
      return stop;
    }
    // It reconnects by itself after a database outage (db/listener.ts); the notices sent meanwhile are lost, so
    // every subscriber is then told that any order may have changed.
    const missed = () => {
      for (const s of [...subscribers]) s.send(ANY_ORDER);
    };
    const listener = await listenReconnecting(client.pool.options, ORDER_CHANNEL, (id) => void deliver(id), log, missed);
    return () => listener.stop();
  }

  return {
    async subscribe(s) {
      // A first LISTEN that failed (database down) is tried again by the next subscriber.
      listening ??= listen().catch((err: unknown) => {
        listening = undefined;
        throw err;
      });
      await listening;
      subscribers.add(s);
      return () => void subscribers.delete(s);
    },
    async close() {
      subscribers.clear();
      if (listening) await (await listening.catch(() => async () => undefined))();
    },
  };
}
