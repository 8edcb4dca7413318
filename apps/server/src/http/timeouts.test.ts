import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { startShop, type TestShop } from '../test/harness.js';

let shop: TestShop;
let port: number;
beforeAll(async () => {
  shop = await startShop({ seed: false, env: { REQUEST_TIMEOUT_MS: '1000' } });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  port = (shop.app.server.address() as AddressInfo).port;
});
afterAll(() => shop.close());

/** Opens a connection that sends its headers and then the body one byte at a time, forever. */
function slowBody(): Promise<{ closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{');
    });
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ closedAfterMs: Date.now() - started });
    });
    socket.setTimeout(15_000, () => socket.destroy());
  });
}

describe('request timeouts', () => {
  it('closes 300 slow-body connections soon after REQUEST_TIMEOUT_MS', async () => {
    const results = await Promise.all(Array.from({ length: 300 }, slowBody));
    const slowest = Math.max(...results.map((r) => r.closedAfterMs));
    expect(slowest).toBeLessThan(5_000);
  });
});
