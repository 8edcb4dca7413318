import type { FastifyInstance } from 'fastify';
import { usesFacSandbox, usesPowertranzSandbox, type Config } from '../config.js';
import type { Deps } from '../deps.js';
import { FacGateway } from './fac/fac-gateway.js';
import { SANDBOX_SERVICE_PATH } from './fac/sandbox/routes.js';
import { SANDBOX_MERCHANT } from './fac/sandbox/validate.js';
import { MERCHANT_RESPONSE_PATH, type PaymentGateway } from './gateway.js';
import { fetchTransport, selfTransport } from './http-transport.js';
import { AttemptStore } from './powertranz/attempt-store.js';
import { PowertranzGateway } from './powertranz/powertranz-gateway.js';
import { PTZ_SANDBOX_API, PTZ_SANDBOX_MERCHANT } from './powertranz/sandbox/context.js';

/** PowerTranz (docs/decisions/0090): the real API with POWERTRANZ_*, else the same client against this server's sandbox (0091). */
function createPowertranz(deps: Pick<Deps, 'config' | 'db' | 'clock'>, app: FastifyInstance, merchantResponseUrl: string): PaymentGateway {
  const { config } = deps;
  const sandbox = usesPowertranzSandbox(config);
  return new PowertranzGateway({
    credentials: sandbox
      ? PTZ_SANDBOX_MERCHANT
      : { id: config.POWERTRANZ_ID!, password: config.POWERTRANZ_PASSWORD!, gatewayKey: config.POWERTRANZ_GATEWAY_KEY },
    apiRoot: sandbox ? PTZ_SANDBOX_API : config.POWERTRANZ_URL!,
    transport: sandbox ? selfTransport(app) : fetchTransport,
    timeoutMs: config.POWERTRANZ_TIMEOUT_MS,
    merchantResponseUrl,
    acceptUnauthenticated: config.POWERTRANZ_ACCEPT_UNAUTHENTICATED === 'true',
    store: new AttemptStore(deps.db, () => deps.clock.now()),
    now: () => deps.clock.now(),
  });
}

/**
 * The card gateway from the configuration (docs/decisions/0020): PowerTranz when PAYMENT_GATEWAY=powertranz;
 * else the real FAC when its endpoint, merchant and password are set, or the same client against the FAC
 * sandbox this server mounts (0021), over HTTP.
 */
export function createPaymentGateway(deps: Pick<Deps, 'config' | 'db' | 'clock'>, app: FastifyInstance): PaymentGateway {
  const config: Config = deps.config;
  // Browsers post the 3-D Secure result here: under PUBLIC_URL, or on the page's own origin (sandbox only).
  const merchantResponseUrl = `${config.PUBLIC_URL ?? ''}${MERCHANT_RESPONSE_PATH}`;
  if (config.PAYMENT_GATEWAY === 'powertranz') return createPowertranz(deps, app, merchantResponseUrl);
  if (usesFacSandbox(config)) {
    return new FacGateway({
      credentials: SANDBOX_MERCHANT,
      endpoint: SANDBOX_SERVICE_PATH,
      transport: selfTransport(app),
      timeoutMs: config.FAC_TIMEOUT_MS,
      merchantResponseUrl,
    });
  }
  return new FacGateway({
    credentials: { merchantId: config.FAC_MERCHANT_ID!, password: config.FAC_PASSWORD!, acquirerId: config.FAC_ACQUIRER_ID },
    endpoint: config.FAC_ENDPOINT!,
    transport: fetchTransport,
    timeoutMs: config.FAC_TIMEOUT_MS,
    merchantResponseUrl,
  });
}
