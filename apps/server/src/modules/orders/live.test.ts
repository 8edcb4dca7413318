import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { linesOf, placeOrder } from '../../test/checkout-flow.js';
import { STORE } from '../../seed/stores.js';

let shop: TestShop;
let base: string;
beforeAll(async () => {
  shop = await startShop();
  base = await shop.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => shop.close());

/** Opens the live feed as `s` and collects the order ids it tells. */
async function listen(s: Session) {
  const ac = new AbortController();
  const res = await fetch(`${base}/live/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: s.username, sessionid: s.sessionid }),
    signal: ac.signal,
  });
  const heard: string[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const ready = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (const m of buffer.matchAll(/^data: (.+)$/gm)) if (!heard.includes(m[1]!)) heard.push(m[1]!);
      }
    } catch {
      /* aborted */
    }
  })();
  return { status: res.status, heard, stop: () => (ac.abort(), ready) };
}

const until = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  return check();
};

describe('the live feed', () => {
  it('refuses a request without a session', async () => {
    const res = await fetch(`${base}/live/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
  });

  it('tells each user, within 2 seconds, the orders they may see that changed, also when another process made the change', async () => {
    const vendor = await shop.signIn('vendor');
    const express = await shop.signIn('express');
    const lounge = await shop.signIn('lounge');
    const shopper = await shop.signIn('shopper');
    const feeds = { vendor: await listen(vendor), express: await listen(express), lounge: await listen(lounge) };
    const orderid = await placeOrder(shop, shopper, await linesOf(shop.db, [STORE.rum], 1));
    expect(await until(() => feeds.vendor.heard.includes(orderid))).toBe(true);
    expect(await until(() => feeds.lounge.heard.includes(orderid))).toBe(true);

    const twin = await shop.twin();
    const items = (await twin.send('getorder', { orderid }, vendor)).data!.order.orderitems;
    const res = await twin.call('processorder', { orderid, processaction: 'FULFILLORDER', ordereditems: items.map((i) => ({ orderitemid: i.orderitemid, orderedquantity: 1, processedquantity: 1 })) }, vendor);
    expect(res.status, res.statusMessage).toBe(0);
    feeds.vendor.heard.length = 0;
    expect(await until(() => feeds.vendor.heard.includes(orderid))).toBe(true);
    // The coffee store has no part in it: its feed never names the order.
    expect(feeds.express.heard).not.toContain(orderid);
    await Promise.all(Object.values(feeds).map((f) => f.stop()));
  });
});
