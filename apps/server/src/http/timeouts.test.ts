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

/** The client's own give-up: a connection still open after this long was never closed by the server. */
const GIVE_UP_MS = 30_000;

/**
 * Opens a connection that sends its headers and then the body one byte at a time, forever; answers who closed
 * it: the server (its request timeout), or the client after GIVE_UP_MS.
 */
function slowBody(): Promise<{ closedBy: 'server' | 'client' }> {
  return new Promise((resolve) => {
    let gaveUp = false;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{');
    });
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ closedBy: gaveUp ? 'client' : 'server' });
    });
    // Not an idle timeout: the drip keeps the socket busy, so this fires GIVE_UP_MS after the start.
    setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, GIVE_UP_MS).unref();
  });
}

describe('request timeouts', () => {
  // The server's limit is 1 s; the client waits 30 times that before it closes a connection itself, so a busy
  // machine cannot make the server look late, and a server that never closes them still fails.
  it('closes 300 slow-body connections that never finish their body (REQUEST_TIMEOUT_MS)', async () => {
    const results = await Promise.all(Array.from({ length: 300 }, slowBody));
    expect(results.filter((r) => r.closedBy === 'client').length, 'connections the server left open').toBe(0);
  });

  // The shop's own work is not the client's idleness (slow-answers.test.ts); the client's own quiet still is.
  it('closes a connection that is quiet after its answer, and one that never sends a request', async () => {
    const results = await Promise.all([quiet('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'), quiet('')]);
    expect(results).toEqual([{ closedBy: 'server', answered: true }, { closedBy: 'server', answered: false }]);
  });
});

/** Sends `request` (or nothing), then stays quiet; answers who closed the connection and whether it was answered. */
function quiet(request: string): Promise<{ closedBy: 'server' | 'client'; answered: boolean }> {
  return new Promise((resolve) => {
    let gaveUp = false;
    let answered = false;
    const socket = net.connect(port, '127.0.0.1', () => request && socket.write(request));
    socket.on('data', (d) => (answered ||= d.toString().startsWith('HTTP/1.1 200')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ closedBy: gaveUp ? 'client' : 'server', answered }));
    setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, GIVE_UP_MS).unref();
  });
}
