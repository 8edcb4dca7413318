import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACS_CSS } from '../../fac/sandbox/pages.js';
import { gatewayPagePolicy } from '../../pages/page-policy.js';
import { pageUrl } from '../../pages/page-route.js';
import type { FaultKind, SandboxFaults } from '../../fac/sandbox/faults.js';
import { issuerStep } from './acs.js';
import { PTZ_3DS_PATH, PTZ_SANDBOX_API, PTZ_SANDBOX_MERCHANT, type PtzAnswer, type PtzSandboxContext } from './context.js';
import { modify } from './modifications.js';
import { spiPayment, spiStart } from './spi.js';
import { hangingAnswers } from '../../sandbox-hang.js';

export const PTZ_OPERATIONS = ['spi/auth', 'spi/sale', 'spi/payment', 'capture', 'refund', 'void'] as const;
export type PtzOperation = (typeof PTZ_OPERATIONS)[number];

/** A decline is an issuer's answer, so only at completion; there is no signature to break. */
export const ptzFaultApplies = (kind: FaultKind, op: PtzOperation): boolean => (kind === 'decline' ? op === 'spi/payment' : kind !== 'signature');

export interface PtzSandbox {
  context: PtzSandboxContext;
  faults: SandboxFaults<PtzOperation>;
}


/** Credentials on every call but alive; spi/payment needs none, but wrong ones are still refused (reference 1). */
function credentialsRefused(req: FastifyRequest, op: PtzOperation): boolean {
  const id = req.headers['powertranz-powertranzid'];
  const pw = req.headers['powertranz-powertranzpassword'];
  if (op === 'spi/payment' && id === undefined && pw === undefined) return false;
  return id !== PTZ_SANDBOX_MERCHANT.id || pw !== PTZ_SANDBOX_MERCHANT.password;
}

function answer(o: PtzSandbox, req: FastifyRequest, op: PtzOperation, fault: FaultKind | null): Promise<PtzAnswer> {
  let body: unknown;
  try {
    body = JSON.parse(typeof req.body === 'string' ? req.body : '');
  } catch {
    return Promise.resolve({ status: 400, body: { Errors: [{ Code: '400', Message: 'The request body is not JSON' }] } });
  }
  if (op === 'spi/auth' || op === 'spi/sale') return spiStart(o.context, body, op === 'spi/auth' ? 1 : 2, PTZ_SANDBOX_MERCHANT.id);
  if (op === 'spi/payment') return spiPayment(o.context, body, fault === 'decline');
  return modify(o.context, op, body);
}

/** Mounts the local PowerTranz sandbox (docs/decisions/0091): the JSON API under /powertranz-sandbox/api and its 3-D Secure pages. */
export function registerPowertranzSandbox(app: FastifyInstance, o: PtzSandbox & { hangMs: number }): void {
  const neverAnswer = hangingAnswers(app, o.hangMs);

  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

    scope.get(`${PTZ_SANDBOX_API}/alive`, () => ({ Name: 'PowerTranz sandbox', Version: '1.0', Alive: true }));

    for (const op of PTZ_OPERATIONS) {
      scope.post(`${PTZ_SANDBOX_API}/${op}`, async (req, reply) => {
        if (credentialsRefused(req, op)) return reply.code(401).send({ Errors: [{ Code: '401', Message: 'Invalid PowerTranz credentials' }] });
        const fault = o.faults.pick(op);
        if (fault === 'http500') return reply.code(500).type('text/html').send('<html><body>Internal Server Error</body></html>');
        if (fault === 'delay') await new Promise((r) => setTimeout(r, o.faults.current.delayMs));
        const a = await answer(o, req, op, fault);
        if (fault === 'timeout') return neverAnswer(reply);
        const json = JSON.stringify(a.body);
        return reply.code(a.status).type('application/json; charset=utf-8').send(fault === 'malformed' ? json.slice(0, Math.floor(json.length / 2)) : json);
      });
    }

    scope.get(`${PTZ_3DS_PATH}/acs.css`, (_req, reply) => reply.type('text/css; charset=utf-8').send(ACS_CSS));
    scope.route<{ Params: { token: string } }>({
      method: ['GET', 'POST'],
      url: `${PTZ_3DS_PATH}/:token`,
      handler: async (req, reply) => {
        const form = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
        const step = await issuerStep(o.context, req.params.token.slice(0, 100), form);
        // The issuer's pages, as another site's: run sandboxed under their own policy (docs/decisions/0095).
        return reply
          .code(step.code)
          .header('content-security-policy', gatewayPagePolicy(step.html, pageUrl({}, req)))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(step.html);
      },
    });
  });
}
