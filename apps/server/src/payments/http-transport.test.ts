import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTransport } from './http-transport.js';

// A gateway that answers what the query asks: the status, the content type (or none) and a body with a UTF-8
// byte-order mark and a non-ASCII letter, as real gateways have been seen to.
const BODY = '\uFEFF<TransactionStatusResponse><ReasonCodeDescription>Transacción aprobada</ReasonCodeDescription></TransactionStatusResponse>';
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    const type = q.get('type');
    res.writeHead(Number(q.get('status') ?? 200), type ? { 'content-type': type } : {});
    res.end(Buffer.from(BODY, 'utf8'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/PGServiceXML/TransactionStatus`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchTransport', () => {
  for (const [status, type] of [
    [200, 'text/xml; charset=utf-8'],
    [201, 'text/html; charset=utf-8'],
    [200, 'text/html; charset=iso-8859-1'],
    [200, ''],
  ] as const) {
    it(`reads a ${status} answer labelled "${type || 'nothing'}" as UTF-8 without its byte-order mark`, async () => {
      const a = await fetchTransport(`${base}?status=${status}&type=${encodeURIComponent(type)}`, '<x/>', 'text/xml; charset=utf-8', 2000);
      expect(a.status).toBe(status);
      expect(a.body).toBe(BODY.slice(1));
    });
  }
});
