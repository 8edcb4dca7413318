import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../test/harness.js';
import { amountOf, card, pickProduct, reserveRequest, type Line } from '../test/checkout-flow.js';

// The shop's idle bound for a connection is 300 ms; the gateway is given 1.5 s, five times that. The test card
// below is one the sandbox never answers, so holdfunds waits the gateway's whole 1.5 s before it answers.
let shop: TestShop;
let shopper: Session;
let lines: Line[];
let base: string;
beforeAll(async () => {
  shop = await startShop({ env: { REQUEST_TIMEOUT_MS: '300', FAC_TIMEOUT_MS: '1500' } });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
  shopper = await shop.signIn('shopper');
  const [a] = await pickProduct(shop.db, 10);
  lines = [{ ...a!, quantity: 1 }];
});
afterAll(() => shop.close());

/** One call over a real connection, as the browser makes it: the answer, or what cut it. */
async function overTheWire(name: string, request: object): Promise<{ status?: number; statusMessage?: string; cut?: string }> {
  try {
    const res = await fetch(`${base}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: shopper.username, sessionid: shopper.sessionid, failstatus: 0, request }),
    });
    return (await res.json()) as { status: number; statusMessage: string };
  } catch (err) {
    return { cut: String((err as Error).cause ?? err) };
  }
}

describe('a call the server is still working on', () => {
  it('is answered however long past the idle bound it waits for the gateway', async () => {
    const reserved = await shop.call('reservecart', reserveRequest(lines, { reset: 'Y' }), shopper);
    const started = Date.now();
    const res = await overTheWire('holdfunds', { orderid: reserved.data.orderid, transactioncode: 0, amount: amountOf(lines), creditcard: card('4000000000050999') });
    expect(res).toEqual({ status: Status.CARD_GATEWAY_ERROR, statusMessage: 'The payment service did not answer. Please try again later.', data: null });
    // It really waited on the gateway, well past the connection's idle bound.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
  });
});
