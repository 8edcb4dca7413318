import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '@shop/contracts/status';

/** A success envelope serialized once, and gzipped once when it is big enough to gain from it. */
export interface SerializedAnswer {
  json: string;
  gzip: Buffer | null;
}

const GZIP_FROM_BYTES = 1024;

export function serializeSuccess(data: unknown): SerializedAnswer {
  const json = JSON.stringify({ status: Status.OK, statusMessage: 'Success', data });
  return { json, gzip: json.length >= GZIP_FROM_BYTES ? gzipSync(json) : null };
}

/** True when the client accepts gzip (`gzip;q=0` refuses it). */
export function acceptsGzip(req: FastifyRequest): boolean {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return coding?.trim() === 'gzip' && (!q || Number(q.slice(2)) > 0);
  });
}

/** Sends a shared answer as it was serialized: compressed for clients that accept gzip, plain otherwise. */
export function sendSerialized(req: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer) {
  reply.code(200).header('cache-control', 'no-store').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (answer.gzip && acceptsGzip(req)) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.json);
}
