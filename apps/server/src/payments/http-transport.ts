import { GatewayError } from './gateway.js';

export interface HttpAnswer {
  status: number;
  body: string;
}

/**
 * POSTs one request body to a gateway URL (with extra headers: PowerTranz's credentials) and gives the raw
 * answer; throws GatewayError on timeout or network failure.
 */
export type HttpTransport = (url: string, body: string, contentType: string, timeoutMs: number, headers?: Record<string, string>) => Promise<HttpAnswer>;

// Gateways label their answers loosely (FAC: text/html, text/xml or nothing at all) but always write UTF-8, so
// the body is decoded as UTF-8 whatever the label says; the decoder drops a byte-order mark.
const utf8 = new TextDecoder('utf-8');

/** The real transport: fetch with a deadline on the whole exchange (connect, headers and body). */
export const fetchTransport: HttpTransport = async (url, body, contentType, timeoutMs, headers = {}) => {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': contentType }, body, signal });
    return { status: res.status, body: utf8.decode(await res.arrayBuffer()) };
  } catch (err) {
    throw transportError(err, url, timeoutMs);
  }
};

/** The typed error for a failed exchange; never includes the request body (it may hold card data). */
export function transportError(err: unknown, url: string, timeoutMs: number): GatewayError {
  const name = err instanceof Error ? err.name : '';
  const where = url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new GatewayError('timeout', `The card gateway did not answer within ${timeoutMs} ms (${where}).`);
  }
  return new GatewayError('network', `The card gateway could not be reached (${where}).`);
}

/**
 * The transport to this server's own routes (the local sandbox): over the loopback to the port the server
 * listens on; while it does not listen (tests that inject requests), through Fastify's request injection.
 */
export function selfTransport(app: {
  server: { listening: boolean; address(): unknown };
  inject(o: { method: 'POST'; url: string; payload: string; headers: Record<string, string> }): PromiseLike<{ statusCode: number; body: string }>;
}): HttpTransport {
  return async (path, body, contentType, timeoutMs, headers = {}) => {
    const addr = app.server.listening ? (app.server.address() as { address: string; family: string; port: number } | null) : null;
    if (addr && typeof addr === 'object') {
      const any = addr.address === '0.0.0.0' || addr.address === '::';
      const host = any ? '127.0.0.1' : addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
      return fetchTransport(`http://${host}:${addr.port}${path}`, body, contentType, timeoutMs, headers);
    }
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { name: 'TimeoutError' })), timeoutMs);
    });
    try {
      const res = await Promise.race([app.inject({ method: 'POST', url: path, payload: body, headers: { ...headers, 'content-type': contentType } }), deadline]);
      return { status: res.statusCode, body: res.body };
    } catch (err) {
      throw transportError(err, path, timeoutMs);
    } finally {
      clearTimeout(timer);
    }
  };
}
