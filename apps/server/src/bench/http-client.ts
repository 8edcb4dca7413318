import { Agent, request, type OutgoingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface TextRequest {
  method: string;
  /** A pool of kept-alive connections, or `false` for a connection of the request's own. */
  agent: Agent | false;
  headers: OutgoingHttpHeaders;
  body?: string;
  /** Ends the request with an error when the answer takes longer; none by default. */
  timeoutMs?: number;
}

/**
 * One request through node:http; answers the status and the body as text, decompressed when the server sent it
 * br or gzip. Rejects when no whole answer came.
 */
export function requestAnswer(url: string | URL, r: TextRequest): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: r.method, agent: r.agent, headers: r.headers, timeout: r.timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, text: text.toString('utf8') });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`timed out: ${String(url)}`)));
    req.on('error', reject);
    req.end(r.body);
  });
}

/** One request through node:http; answers the body as text (`requestAnswer`). */
export const requestText = (url: string | URL, r: TextRequest): Promise<string> => requestAnswer(url, r).then((a) => a.text);

/**
 * The bench shoppers' HTTP client: node:http over kept-alive connections, asking for compressed answers as a
 * browser does. The shoppers share the server's machine; with fetch, the flash sale's process spent 140-540 ms
 * more CPU (docs/decisions/0198).
 */
export function httpClient(base: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const origin = new URL(base);
  const post = (path: string, contentType: string, body: string) =>
    requestText(path.startsWith('http') ? path : new URL(path, origin), {
      method: 'POST',
      agent,
      headers: { 'content-type': contentType, 'accept-encoding': 'br, gzip' },
      body,
    });
  return { post };
}
