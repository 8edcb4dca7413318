import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { listenLive } from '../../test/live-stream.js';
import { STATE_WAIT } from '../../test/wait.js';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LiveFeed, LiveSubscriber } from './live-feed.js';
import { registerLiveRoute } from './live-route.js';
import { linesOf, placeOrder } from '../../test/checkout-flow.js';
import { STORE } from '../../seed/stores.js';
import { serverLimits } from '../../http/server-limits.js';

let shop: TestShop;
let base: string;
beforeAll(async () => {
  // Sessions looked up again every 200 ms, so a test sees an ended session's stream close without waiting long.
  shop = await startShop({ env: { LIVE_SESSION_CHECK_MS: '200' } });
  base = await shop.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => shop.close());

const listen = (s: Session) => listenLive(base, s);

/**
 * The stream's route alone, on a server of its own (built with `options`), over `feed`: for a feed that fails or
 * is slow to listen, or a server with other limits.
 */
async function onRoute(feed: LiveFeed, run: (url: string, app: FastifyInstance) => Promise<void>, options = {}) {
  const app = Fastify(options);
  registerLiveRoute(app, shop.app.deps, feed);
  try {
    await run(await app.listen({ port: 0, host: '127.0.0.1' }), app);
  } finally {
    await app.close();
  }
}

/** A feed that listens only once released; `onSubscribe` runs as a stream asks to listen. */
function slowFeed(onSubscribe?: (s: LiveSubscriber) => void) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const state = { subscribed: false, unsubscribed: false, closed: false };
  const feed: LiveFeed = {
    subscribe: async (s) => {
      state.subscribed = true;
      onSubscribe?.(s);
      await gate;
      return () => void (state.unsubscribed = true);
    },
    close: async () => void (state.closed = true),
  };
  return { feed, release, state };
}

describe('the live feed', () => {
  it('refuses a request without a session', async () => {
    const res = await fetch(`${base}/live/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
  });

  it('refuses a body that is not JSON as having no session, never with a server error', async () => {
    for (const [type, body] of [['text/plain', '{"username":'], ['text/plain', 'not json'], ['application/json', '[1,2']] as const) {
      const res = await fetch(`${base}/live/orders`, { method: 'POST', headers: { 'content-type': type }, body });
      expect(res.status, `${type}: ${body}`).toBe(401);
    }
  });

  it('answers 503 when the shop cannot listen to the order notices, rather than a stream that would stay silent', async () => {
    const failing: LiveFeed = { subscribe: () => Promise.reject(new Error('database down')), close: async () => undefined };
    await onRoute(failing, async (url) => {
      const stream = await listenLive(url, await shop.signIn('vendor'));
      expect(stream.status).toBe(503);
      await stream.stop();
    });
  });

  it('answers only once it hears the order notices, and then tells what changed while it was being set up', async () => {
    // An order changes while the shop is still starting to listen.
    const slow = slowFeed((s) => s.send('ORD-EARLY'));
    await onRoute(slow.feed, async (url) => {
      let answered = false;
      const opening = listenLive(url, await shop.signIn('vendor')).then((s) => ((answered = true), s));
      await vi.waitFor(() => expect(slow.state.subscribed, 'the stream began to listen').toBe(true), STATE_WAIT);
      // A request sent after that has its answer, and the stream still has none.
      expect((await fetch(`${url}/live/orders`, { method: 'POST', body: '{}' })).status).toBe(401);
      expect(answered).toBe(false);
      slow.release();
      const stream = await opening;
      expect(stream.status).toBe(200);
      await vi.waitFor(() => expect(stream.heard).toEqual(['ORD-EARLY']), STATE_WAIT);
      await stream.stop();
    });
  });

  it('leaves nothing listening for a stream its app gave up on while the shop was starting to listen', async () => {
    const slow = slowFeed();
    await onRoute(slow.feed, async (url, app) => {
      const vendor = await shop.signIn('vendor');
      const ac = new AbortController();
      const body = JSON.stringify({ username: vendor.username, sessionid: vendor.sessionid });
      const opening = fetch(`${url}/live/orders`, { method: 'POST', body, signal: ac.signal }).catch(() => undefined);
      await vi.waitFor(() => expect(slow.state.subscribed, 'the stream began to listen').toBe(true), STATE_WAIT);
      ac.abort();
      await opening;
      // The shop sees the connection closed before it is done listening.
      const connections = () => new Promise<number>((resolve) => app.server.getConnections((_err, n) => resolve(n)));
      await vi.waitFor(async () => expect(await connections(), 'connections open').toBe(0), STATE_WAIT);
      slow.release();
      await vi.waitFor(() => expect(slow.state.unsubscribed, 'its subscriber taken off').toBe(true), STATE_WAIT);
    });
  });

  it('answers 503 to a stream still being set up when the shop begins to close, and the close waits on no stream', async () => {
    const slow = slowFeed();
    await onRoute(slow.feed, async (url, app) => {
      const opening = listenLive(url, await shop.signIn('vendor'));
      await vi.waitFor(() => expect(slow.state.subscribed, 'the stream began to listen').toBe(true), STATE_WAIT);
      const closed = app.close();
      // The close has ended the open streams (none) and the feed before this one is done listening.
      await vi.waitFor(() => expect(slow.state.closed, 'the feed closed').toBe(true), STATE_WAIT);
      slow.release();
      expect((await opening).status).toBe(503);
      await closed;
      expect(slow.state.unsubscribed, 'its subscriber taken off').toBe(true);
    });
  });

  it('keeps a quiet stream open past the server\'s idle timeout for connections, and still tells it changes', async () => {
    let tell!: (orderid: string) => void;
    const feed: LiveFeed = { subscribe: async (s) => ((tell = s.send), () => undefined), close: async () => undefined };
    const idle = 300;
    await onRoute(
      feed,
      async (url) => {
        const stream = await listenLive(url, await shop.signIn('vendor'));
        expect(stream.status).toBe(200);
        // Quiet for five of the server's idle timeouts, and none of its 20 s heartbeats: the server cuts any other
        // connection that passes one without a byte (server-limits.ts), but not a stream.
        await new Promise((resolve) => setTimeout(resolve, 5 * idle));
        expect(stream.state, 'the quiet stream still open').toEqual({ closed: false, cut: false });
        tell('ORD-QUIET');
        await vi.waitFor(() => expect(stream.heard, 'the quiet stream told the change').toContain('ORD-QUIET'), STATE_WAIT);
        await stream.stop();
      },
      serverLimits({ ...shop.app.deps.config, REQUEST_TIMEOUT_MS: idle }),
    );
  });

  it('closes a stream once its session has ended, and keeps telling a live session the changes', async () => {
    const leaving = await shop.signIn('vendor');
    const staying = await shop.signIn('vendor');
    const shopper = await shop.signIn('shopper');
    const gone = await listen(leaving);
    const kept = await listen(staying);
    expect([gone.status, kept.status]).toEqual([200, 200]);

    expect((await shop.call('logout', {}, leaving)).status).toBe(0);
    await vi.waitFor(() => expect(gone.state.closed, 'the stream of the session signed out closed').toBe(true), STATE_WAIT);
    // Its checks ran meanwhile for the live session's stream too, which stays open and still tells.
    expect(kept.state, 'the live session\'s stream still open').toEqual({ closed: false, cut: false });
    const orderid = await placeOrder(shop, shopper, await linesOf(shop.db, [STORE.rum], 1));
    await vi.waitFor(() => expect(kept.heard, 'the live session was told the order').toContain(orderid), STATE_WAIT);
    expect(gone.heard).not.toContain(orderid);
    // The app's next connection for the ended session is refused, which signs it out.
    expect((await listen(leaving)).status).toBe(401);
    await Promise.all([gone.stop(), kept.stop()]);
  });

  it('tells each user the orders they may see that changed, also when another process made the change', async () => {
    const vendor = await shop.signIn('vendor');
    const express = await shop.signIn('express');
    const lounge = await shop.signIn('lounge');
    const shopper = await shop.signIn('shopper');
    const feeds = { vendor: await listen(vendor), express: await listen(express), lounge: await listen(lounge) };
    const orderid = await placeOrder(shop, shopper, await linesOf(shop.db, [STORE.rum], 1));
    await vi.waitFor(() => expect(feeds.vendor.heard, 'the vendor was told the order').toContain(orderid), STATE_WAIT);
    await vi.waitFor(() => expect(feeds.lounge.heard, 'the lounge was told the order').toContain(orderid), STATE_WAIT);

    const twin = await shop.twin();
    const items = (await twin.send('getorder', { orderid }, vendor)).data!.order.orderitems;
    // Before the call: the other process's change may be told before its answer arrives.
    feeds.vendor.heard.length = 0;
    const res = await twin.call('processorder', { orderid, processaction: 'FULFILLORDER', ordereditems: items.map((i) => ({ orderitemid: i.orderitemid, orderedquantity: 1, processedquantity: 1 })) }, vendor);
    expect(res.status, res.statusMessage).toBe(0);
    await vi.waitFor(() => expect(feeds.vendor.heard, 'the vendor was told the order').toContain(orderid), STATE_WAIT);
    // The coffee store has no part in it: its feed never names the order.
    expect(feeds.express.heard).not.toContain(orderid);
    await Promise.all(Object.values(feeds).map((f) => f.stop()));
  });
});
