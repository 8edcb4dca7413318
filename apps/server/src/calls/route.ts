import type { FastifyInstance, FastifyReply } from 'fastify';
import { calls, type CallDef } from '@shop/contracts/calls';
import type { FileAnswer } from '@shop/contracts/files';
import { allows } from '@shop/contracts/access';
import { requestEnvelope } from '@shop/contracts/envelope';
import { GENERIC_ERROR, Status } from '@shop/contracts/status';
import { AppError } from '../lib/app-error.js';
import type { CallContext, Handler, Handlers } from './types.js';
import { describeIssues, parseOptions } from './validation.js';
import { answerFrameworkError } from './framework-errors.js';
import { httpOf } from './http-context.js';
import { resolveSession } from './session.js';
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
      let raw: unknown;
      try {
        raw = JSON.parse(typeof req.body === 'string' ? req.body : '');
      } catch {
        return send(reply, Status.INVALID_REQUEST, 'The request body is not valid JSON.');
      }
      const envelope = requestEnvelope.safeParse(raw, parseOptions);
      if (!envelope.success) return send(reply, Status.INVALID_REQUEST, describeIssues(envelope.error, raw));
      const request = def.request.safeParse(envelope.data.request ?? {}, parseOptions);
      if (!request.success) return send(reply, Status.INVALID_REQUEST, describeIssues(request.error, envelope.data.request));

      try {
        const ctx: CallContext = {
          ...deps,
          ip: req.ip,
          origin: `${req.protocol}://${req.host}`,
          log: req.log,
          http: httpOf(req, reply),
          user: null,
          sessionHash: null,
        };
        if (def.access.kind !== 'public') {
          const s = await resolveSession(deps, envelope.data.username, envelope.data.sessionid);
          ctx.user = s.user;
          ctx.sessionHash = s.sessionHash;
          if (!allows(def.access, s.user)) {
            return send(reply, Status.FORBIDDEN, `You are not allowed to use ${name}.`);
          }
          if (s.user.resetpassword && !def.duringReset) {
            return send(reply, Status.PASSWORD_CHANGE_REQUIRED, 'Please change your password before continuing.');
          }
          // A scoped call's handler reads the caller's store; refuse before it runs if there is none.
          if (def.access.kind === 'rules' && def.access.scope === 'store') callerStore(ctx);
        }
        const handler = handlers[name as keyof Handlers] as Handler<keyof Handlers>;
        const run = async () => {
          const data = await handler(ctx, request.data as never);
          if (opts.checkOutput) def.data.parse(data);
          return data;
        };
        if (opts.sharedAnswers.has(name) && opts.answers.shares) {
          // The parsed request has its defaults filled in and its keys in schema order: one key per distinct page.
          const key = `${name}:${JSON.stringify(request.data)}`;
          return sendSerialized(req, reply, await opts.answers.answer(key, async () => serializeSuccess(await run())));
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
