import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * The bench shoppers' HTTP client: node:http over kept-alive connections, asking for compressed answers as a
 * browser does. The shoppers share the server's machine; with fetch, the flash sale's process spent 140-540 ms
 * more CPU (docs/decisions/0198).
 */
export function httpClient(base: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const origin = new URL(base);
  function post(path: string, contentType: string, body: string): Promise<string> {
    const url = path.startsWith('http') ? new URL(path) : new URL(path, origin);
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body), 'accept-encoding': 'br, gzip' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
            resolve(text.toString('utf8'));
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
  return { post };
}
