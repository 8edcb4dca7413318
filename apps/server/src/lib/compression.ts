import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressOnThread } from './compression-thread.js';

/**
 * The one place answers are compressed (docs/decisions/0050): API answers from 1 KB, brotli when the
 * client takes it, gzip otherwise. Static files are compressed at build time and only negotiated here.
 */
export type Encoding = 'br' | 'gzip';

export const COMPRESS_FROM_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|xml)|text\/|image\/svg\+xml)/i;
const brOptions = (quality: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality } });

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
 * Answers up to this size are compressed at a fast brotli level: a catalogue page (about 5 KB) at brotli 2 is
 * 14% larger than at brotli 4, a few dozen bytes, for half the work (docs/decisions/0160).
 */
const FAST_UP_TO_BYTES = 16 * 1024;

const levelOf = (body: string | Buffer, encoding: Encoding) =>
  encoding === 'br' ? (Buffer.byteLength(body) <= FAST_UP_TO_BYTES ? 2 : 4) : 6;

const compressInline = (body: string | Buffer, encoding: Encoding, level: number) =>
  encoding === 'br' ? brotliCompressSync(body, brOptions(level)) : gzipSync(body, { level });

/**
 * Compresses one answer on its way out, on the process's compression thread (docs/decisions/0202): on the main
 * thread, building the compressor and running it took a quarter of an uncached catalogue page's time. Should
 * the thread fail, the answer is compressed here instead.
 */
export async function compressNow(body: string | Buffer, encoding: Encoding, onThread = compressOnThread): Promise<Buffer> {
  const level = levelOf(body, encoding);
  return onThread({ body, encoding, level }).catch(() => compressInline(body, encoding, level));
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
