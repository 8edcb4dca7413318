import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Deps } from '../../deps.js';
import { escapeHtml } from '../../lib/html.js';
import { gatewayPagePolicy } from './page-policy.js';
import { GATEWAY_PAGE_PATH, takeGatewayPage } from './page-store.js';
import { isPageToken } from './seal.js';

/** The page the popup shows from the click until the gateway's page is known (a plain page: nothing runs). */
export const WAITING_PAGE_PATH = `${GATEWAY_PAGE_PATH}/waiting`;

const PLAIN_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function plainPage(title: string, text: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 90vh; margin: 0 16px; color: #034444; text-align: center">` +
    `<main><p>${escapeHtml(text)}</p></main></body></html>`
  );
}

/** The address the browser asked for, on the shop's public origin (PUBLIC_URL, or as the proxy forwarded it). */
export function pageUrl(config: Pick<Config, 'PUBLIC_URL'>, req: FastifyRequest): string {
  const origin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `${req.protocol}://${req.host}`;
  return `${origin}${req.url.split('?')[0]}`;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');

/**
 * The 3-D Secure window's pages (docs/decisions/0095): the waiting page, then the gateway's page of one payment,
 * answered once and only before the hold ends, under a policy of its own; every other page keeps the shop's.
 */
export function registerGatewayPageRoutes(app: FastifyInstance, deps: Pick<Deps, 'config' | 'db' | 'clock'>): void {
  app.get(WAITING_PAGE_PATH, (_req, reply) =>
    noStore(reply).header('content-security-policy', PLAIN_POLICY).send(plainPage('Secure payment', 'Connecting to your bank…')),
  );
  app.get<{ Params: { token: string } }>(`${GATEWAY_PAGE_PATH}/:token`, async (req, reply) => {
    const token = req.params.token;
    const page = isPageToken(token) ? await takeGatewayPage(deps.db, token, deps.clock.now()) : undefined;
    if (!page) {
      return noStore(reply)
        .code(410)
        .header('content-security-policy', PLAIN_POLICY)
        .send(plainPage('Secure payment', 'This payment page has already been opened or has expired. Close this window and try the payment again.'));
    }
    return noStore(reply).header('content-security-policy', gatewayPagePolicy(page.html, pageUrl(deps.config, req))).send(page.html);
  });
}
