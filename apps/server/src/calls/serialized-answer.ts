import type { FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '@shop/contracts/status';
import { compressOnce, sendPrecompressed, type Packed } from '../lib/compression.js';

/** A success envelope serialized once, and compressed at most once per encoding when it is 1 KB or more. */
export interface SerializedAnswer {
  json: string;
  packed: Packed;
}

export function serializeSuccess(data: unknown): SerializedAnswer {
  const json = JSON.stringify({ status: Status.OK, statusMessage: 'Success', data });
  return { json, packed: compressOnce(json) };
}

/** Sends a shared answer as it was serialized: compressed for clients that accept brotli or gzip, plain otherwise. */
export function sendSerialized(req: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer) {
  reply.code(200).header('cache-control', 'no-store').type('application/json; charset=utf-8');
  return sendPrecompressed(req, reply, answer.json, answer.packed);
}
