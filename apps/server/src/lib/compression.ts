import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The one place answers are compressed (docs/decisions/0050): API answers from 1 KB, brotli when the
 * client takes it, gzip otherwise. Static files are compressed at build time and only negotiated here.
 */
export type Encoding = 'br' | 'gzip';

export const COMPRESS_FROM_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|xml)|text\/|image\/svg\+xml)/i;
const brOptions = (quality: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
const brAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best encoding an Accept-Encoding header allows: br, then gzip; `q=0` refuses one, `*` takes either. */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header !== 'string' || !header) return null;
  let picked = picks.get(header);
  if (picked === undefined) {
    picked = encodingOf(header);
    // Browsers send a handful of distinct headers; anything else is parsed each time rather than kept.
    if (picks.size < 64) picks.set(header, picked);
  }
  return picked;
}

const picks = new Map<string, Encoding | null>();

function encodingOf(header: string): Encoding | null {
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(coding.trim(), weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const allowed = (c: Encoding) => (q.get(c) ?? q.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/** A body compressed at most once per encoding, on first need: for answers kept and sent many times. */
export type Packed = (encoding: Encoding) => Buffer | null;

export function compressOnce(body: string | Buffer): Packed {
  const done = new Map<Encoding, Buffer>();
  const small = Buffer.byteLength(body) < COMPRESS_FROM_BYTES;
  return (encoding) => {
    if (small) return null;
    let out = done.get(encoding);
    if (!out) {
      out = encoding === 'br' ? brotliCompressSync(body, brOptions(6)) : gzipSync(body, { level: 9 });
      done.set(encoding, out);
    }
    return out;
  };
}

/**
 * Below this an answer is compressed on the main thread: a catalogue page (about 5 KB) takes 0.07 ms there
 * at brotli 4, where handing it to libuv's pool and back took 0.23 ms, most of it on the main thread anyway;
 * brotli 2 takes 0.04 ms for 14% more bytes, a few dozen on such a page (docs/decisions/0160).
 */
const INLINE_UP_TO_BYTES = 16 * 1024;
const INLINE_BROTLI_QUALITY = 2;

/** Compresses one answer on its way out; a fast brotli level, since it is done per request. */
export async function compressNow(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  if (Buffer.byteLength(body) <= INLINE_UP_TO_BYTES) {
    return encoding === 'br' ? brotliCompressSync(body, brOptions(INLINE_BROTLI_QUALITY)) : gzipSync(body, { level: 6 });
  }
  return encoding === 'br' ? brAsync(body, brOptions(4)) : gzipAsync(body, { level: 6 });
}

/** Sends a body compressed ahead of time, in the encoding this client takes, or plain. */
export function sendPrecompressed(req: FastifyRequest, reply: FastifyReply, plain: string | Buffer, packed: Packed) {
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = encoding ? packed(encoding) : null;
  if (encoding && body) return reply.header('content-encoding', encoding).send(body);
  return reply.send(plain);
}

/**
 * Compresses every text answer (API JSON, XML, plain text) of 1 KB or more that no one compressed yet.
 * Streams (static files, media) pass untouched: static files come precompressed from the build.
 */
export function registerAnswerCompression(app: FastifyInstance) {
  // A callback hook, not an async one: most answers pass through untouched, and this runs for every one.
  app.addHook('onSend', (req, reply, payload, done) => {
    const encoding = compressibleAnswer(req, reply, payload);
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    compressNow(payload as string | Buffer, encoding).then((body) => done(null, body), done);
  });
}

/** The encoding to compress an answer in on its way out, or null to send it as it is (and say it varies by encoding). */
function compressibleAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown): Encoding | null {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  if (reply.getHeader('content-encoding') || reply.statusCode !== 200 || req.method === 'HEAD') return null;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return null;
  if (Buffer.byteLength(payload) < COMPRESS_FROM_BYTES) return null;
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  return pickEncoding(req.headers['accept-encoding']);
}
