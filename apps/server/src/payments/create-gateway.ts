import type { FastifyInstance } from 'fastify';
import { usesFacSandbox, type Config } from '../config.js';
import { FacGateway } from './fac/fac-gateway.js';
import { SANDBOX_SERVICE_PATH } from './fac/sandbox/routes.js';
import { SANDBOX_MERCHANT } from './fac/sandbox/validate.js';
import { MERCHANT_RESPONSE_PATH, type PaymentGateway } from './gateway.js';
import { fetchTransport, selfTransport } from './http-transport.js';

/**
 * The card gateway from the configuration (docs/decisions/0020): the real FAC when its endpoint, merchant and
 * password are set; else the same client against the sandbox this server mounts (0021), over HTTP.
 */
export function createPaymentGateway(config: Config, app: FastifyInstance): PaymentGateway {
  // Browsers post the 3-D Secure result here: under PUBLIC_URL, or on the page's own origin (sandbox only).
  const merchantResponseUrl = `${config.PUBLIC_URL ?? ''}${MERCHANT_RESPONSE_PATH}`;
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
