import type { FastifyInstance, FastifyReply } from 'fastify';
import { calls, type CallDef } from '@shop/contracts/calls';
import type { FileAnswer } from '@shop/contracts/files';
import { allows } from '@shop/contracts/access';
import { GENERIC_ERROR, Status } from '@shop/contracts/status';
import { AppError } from '../lib/app-error.js';
import type { CallContext, Handler, Handlers, SessionUser } from './types.js';
import { checkBody, createRequestMemo } from './checked-body.js';
import { answerFrameworkError } from './framework-errors.js';
import { httpOf } from './http-context.js';
import { resolveSessionHash } from './session.js';
import { callerStore } from './store-scope.js';
import type { Deps } from '../deps.js';
import type { AnswerCache } from './answer-cache.js';
import { sendSerialized, serializeSuccess } from './serialized-answer.js';

export interface RouteOptions {
  /** Checks every answer against its contract schema (development and tests). */
  checkOutput: boolean;
  answers: AnswerCache;
  /** Calls whose answer depends on the request only, never on the caller, so callers may share it. */
  sharedAnswers: ReadonlySet<string>;
  /** The call table; the shop's own unless a test of the route brings one. */
  table?: Readonly<Record<string, CallDef>>;
}

const send = (reply: FastifyReply, status: number, statusMessage: string, data: unknown = null) => {
  // The request counter labels the call by this status (ops/metrics-route.ts).
  reply.callStatus = status;
  return reply.code(200).header('cache-control', 'no-store').send({ status, statusMessage, data });
};

/** A file answer: its bytes with their content type; failures before it are the usual JSON envelope. */
const sendFile = (reply: FastifyReply, f: FileAnswer) =>
  reply
    .code(200)
    .header('cache-control', 'no-store')
    .header('content-type', f.contentType)
    .header('content-disposition', `inline; filename="${f.filename.replace(/[^\w.-]/g, '_')}"`)
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(f.bytes));

/** Registers POST /api/:call: parses the envelope, checks session and permission from the call table, runs the handler. */
export function registerCallRoute(app: FastifyInstance, deps: Deps, handlers: Handlers, opts: RouteOptions) {
  const table: Readonly<Record<string, CallDef>> = opts.table ?? calls;
  const missing = Object.keys(table).filter((n) => !(n in handlers));
  if (missing.length) throw new Error(`Calls without a handler: ${missing.join(', ')}`);

  // Calls whose answers callers share: their checked requests are kept by their text.
  const sharedRequests = new Map(
    [...opts.sharedAnswers].flatMap((n) => (Object.hasOwn(table, n) ? [[n, createRequestMemo(n, table[n]!)] as const] : [])),
  );

  app.register(async (api) => {
    api.setErrorHandler(answerFrameworkError);
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    api.post<{ Params: { call: string } }>('/api/:call', async (req, reply) => {
      const name = req.params.call;
      const def: CallDef | undefined = Object.hasOwn(table, name) ? table[name] : undefined;
      if (!def) return send(reply, Status.UNKNOWN_CALL, `Unknown call: ${name}`);
      if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
        return send(reply, Status.INVALID_REQUEST, 'Send the request as JSON with Content-Type: application/json.');
      }
      const body = typeof req.body === 'string' ? req.body : '';
      const checked = checkBody(def, body, opts.answers.shares ? sharedRequests.get(name) : undefined);
      if ('refusal' in checked) return send(reply, Status.INVALID_REQUEST, checked.refusal);

      try {
        let user: SessionUser | null = null;
        let sessionHash: string | null = null;
        if (def.access.kind !== 'public') {
          ({ user, sessionHash } = await resolveSessionHash(deps, checked.username, checked.sessionHash));
          if (!allows(def.access, user)) {
            return send(reply, Status.FORBIDDEN, `You are not allowed to use ${name}.`);
          }
          if (user.resetpassword && !def.duringReset) {
            return send(reply, Status.PASSWORD_CHANGE_REQUIRED, 'Please change your password before continuing.');
          }
          // A scoped call's handler reads the caller's store; refuse before it runs if there is none.
          if (def.access.kind === 'rules' && def.access.scope === 'store') callerStore({ user });
        }
        const handler = handlers[name as keyof Handlers] as Handler<keyof Handlers>;
        const run = async () => {
          const ctx: CallContext = {
            ...deps,
            ip: req.ip,
            origin: `${req.protocol}://${req.host}`,
            log: req.log,
            http: httpOf(req, reply),
            user,
            sessionHash,
          };
          const data = await handler(ctx, checked.request as never);
          if (opts.checkOutput) def.data.parse(data);
          return data;
        };
        if (checked.answerKey !== null) {
          return sendSerialized(req, reply, await opts.answers.answer(checked.answerKey, async () => serializeSuccess(await run())));
        }
        if (def.file) return sendFile(reply, (await run()) as FileAnswer);
        return send(reply, Status.OK, 'Success', await run());
      } catch (err) {
        if (err instanceof AppError) return send(reply, err.code, err.message);
        req.log.error({ err, call: name }, 'call failed');
        return send(reply, Status.INTERNAL, GENERIC_ERROR);
      }
    });
  });
}
