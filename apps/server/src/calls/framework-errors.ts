import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_ERROR, Status } from '@shop/contracts/status';

const plain: Record<number, string> = {
  400: 'The request body is not valid JSON.',
  408: 'The request took too long to arrive. Please try again.',
  413: 'The request is too large: a call may send 2 MB at most.',
  415: 'Send the request as JSON with Content-Type: application/json.',
};

/**
 * Errors raised by the framework before a call runs (body too large, wrong content type, a body that is not
 * JSON) answer in the shop's envelope like every other refusal: HTTP 200, a positive status, plain words.
 */
export function answerFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const code = err.statusCode ?? 500;
  const known = code >= 400 && code < 500;
  if (!known) req.log.error({ err }, 'call failed before its handler');
  reply.callStatus = known ? Status.INVALID_REQUEST : Status.INTERNAL;
  return reply
    .code(200)
    .header('cache-control', 'no-store')
    .send({
      status: known ? Status.INVALID_REQUEST : Status.INTERNAL,
      statusMessage: known ? (plain[code] ?? 'The request could not be read.') : GENERIC_ERROR,
      data: null,
    });
}
