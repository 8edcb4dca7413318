import type { FastifyInstance } from 'fastify';
import { parseFacXml } from '../xml.js';
import { authorize, authorize3ds, type SandboxAnswer, type SandboxContext } from './authorize.js';
import { ACS_DECISIONS, decide, merchantPostFields, type AcsDecision } from './acs.js';
import { registerSandboxAdmin } from './admin-routes.js';
import { SANDBOX_OPERATIONS, type FaultKind, type SandboxFaults, type SandboxOperation } from './faults.js';
import { ACS_CSS, ACS_PATH, acsPage, notFoundPage, resultPage } from './pages.js';
import { gatewayPagePolicy } from '../../pages/page-policy.js';
import { pageUrl } from '../../pages/page-route.js';
import { findByAcsToken } from './repo.js';
import { authorize3dsXml, modificationXml, refusedAuthXml } from './responses.js';
import { transactionModification, transactionStatus } from './operations.js';
import { hangingAnswers } from '../../sandbox-hang.js';

export const SANDBOX_PREFIX = '/fac-sandbox';
export const SANDBOX_SERVICE_PATH = `${SANDBOX_PREFIX}/PGServiceXML/`;

export interface FacSandbox {
  context: SandboxContext;
  faults: SandboxFaults;
}

export interface SandboxOptions extends FacSandbox {
  /** How long a call that never answers holds the connection before dropping it (the client gives up first). */
  hangMs: number;
  /** The admin helpers (transactions list, faults) are mounted outside production only. */
  admin: boolean;
}


/** The answer to a request that is not the operation's XML: the operation's reply with 3/8 "Field format is invalid". */
function badRequestXml(op: SandboxOperation, ctx: SandboxContext): string {
  if (op === 'Authorize3DS') return authorize3dsXml('8', 'Field format is invalid', '');
  if (op === 'TransactionModification') return modificationXml(ctx.merchant, '', false, 8);
  return refusedAuthXml(op === 'Authorize' ? 'AuthorizeResponse' : 'TransactionStatusResponse', ctx.merchant, '', 8, 'Field format is invalid');
}

async function answerCall(o: SandboxOptions, op: SandboxOperation, body: string, fault: FaultKind | null): Promise<SandboxAnswer> {
  const root = parseFacXml(body)?.[`${op}Request`];
  if (!root || typeof root !== 'object') return { xml: badRequestXml(op, o.context) };
  const r = root as Record<string, unknown>;
  if (op === 'Authorize') return authorize(o.context, r, fault);
  if (op === 'Authorize3DS') return authorize3ds(o.context, r, fault);
  if (op === 'TransactionStatus') return transactionStatus(o.context, r, fault);
  return transactionModification(o.context, r);
}

/** Mounts the local FAC sandbox (reference 2.14) in its own scope: every body is read as text here. */
export function registerFacSandbox(app: FastifyInstance, o: SandboxOptions): void {
  const neverAnswer = hangingAnswers(app, o.hangMs);

  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    scope.post<{ Params: { operation: string } }>(`${SANDBOX_SERVICE_PATH}:operation`, async (req, reply) => {
      const op = req.params.operation as SandboxOperation;
      if (!SANDBOX_OPERATIONS.includes(op)) return reply.code(404).type('text/plain').send('Unknown operation');
      const fault = o.faults.pick(op);
      if (fault === 'http500') return reply.code(500).type('text/html').send('<html><body>Internal Server Error</body></html>');
      if (fault === 'delay') await new Promise((r) => setTimeout(r, o.faults.current.delayMs));
      const answer = await answerCall(o, op, typeof req.body === 'string' ? req.body : '', fault);
      if ('hang' in answer || fault === 'timeout') return neverAnswer(reply);
      const xml = fault === 'malformed' ? answer.xml.slice(0, Math.floor(answer.xml.length / 2)) : answer.xml;
      return reply.type('text/xml; charset=utf-8').send(xml);
    });
    scope.get(`${SANDBOX_SERVICE_PATH}:operation`, (_req, reply) => reply.code(405).type('text/plain').send('Use POST'));

    scope.get(`${ACS_PATH}/acs.css`, (_req, reply) => reply.type('text/css; charset=utf-8').send(ACS_CSS));

    scope.route<{ Params: { token: string } }>({
      method: ['GET', 'POST'],
      url: `${ACS_PATH}/:token`,
      handler: async (req, reply) => {
        const token = req.params.token;
        const form = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
        const choice = form.get('decision') as AcsDecision | null;
        // The issuer's pages, as another site's: run sandboxed under their own policy (docs/decisions/0095).
        const send = (code: number, html: string) =>
          reply
            .code(code)
            .header('content-security-policy', gatewayPagePolicy(html, pageUrl({}, req)))
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(html);
        if (!choice || !ACS_DECISIONS.includes(choice)) {
          const tx = /^[0-9a-f]{32}$/.test(token) ? await findByAcsToken(o.context.db, token) : undefined;
          return tx ? send(200, acsPage(tx, token)) : send(404, notFoundPage());
        }
        const tx = /^[0-9a-f]{32}$/.test(token) ? await decide(o.context, token, choice) : undefined;
        if (!tx || !tx.responseUrl) return send(404, notFoundPage());
        return send(200, resultPage(tx.responseUrl, merchantPostFields(o.context, tx)));
      },
    });

    if (o.admin) registerSandboxAdmin(scope, o);
  });
}
