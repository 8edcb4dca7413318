import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Deps } from '../../deps.js';
import { escapeHtml } from '../../lib/html.js';
import { gatewayPagePolicy } from './page-policy.js';
import { GATEWAY_PAGE_PATH, pageWaiting, takeGatewayPage } from './page-store.js';
import { isPageToken } from './seal.js';

/** The page the popup shows from the click until the gateway's page is known (a plain page: nothing runs). */
export const WAITING_PAGE_PATH = `${GATEWAY_PAGE_PATH}/waiting`;

const PLAIN_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** The window's own page frames the bank's: the gateway's page, then the issuer's (any https site), then the shop's answer. */
const framePolicy = (own: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-src 'self' ${own} https:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const HEAD =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<link rel="icon" type="image/svg+xml" href="/favicon.svg">`;

function plainPage(title: string, text: string): string {
  return (
    `${HEAD}<title>${escapeHtml(title)}</title></head>` +
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

const GONE = 'This payment page has already been opened or has expired. Close this window and try the payment again.';

/** The plain 410 notice for a used, expired or unknown token, at the window's address and at its frame's. */
const gone = (reply: FastifyReply) => noStore(reply).code(410).header('content-security-policy', PLAIN_POLICY).send(plainPage('Secure payment', GONE));

/**
 * The 3-D Secure window's page: the shop's frame around the bank's check. The gateway's page and the issuer's
 * after it run in the frame, as PowerTranz asks (reference 2.3), so the window stays the shop's own page.
 */
function framePage(bankUrl: string): string {
  return (
    `${HEAD}<title>Secure payment</title></head>` +
    `<body style="margin: 0; display: flex; flex-direction: column; min-height: 100vh; font-family: system-ui, sans-serif; background: #f4f7f7; color: #034444">` +
    `<header style="padding: 12px 16px; background: #fff; border-bottom: 1px solid #d3e2e2"><h1 style="margin: 0; font-size: 1.05rem">Secure payment</h1>` +
    `<p style="margin: 2px 0 0; font-size: 0.875rem; color: #3d5c5c">Your bank checks that it is you. Keep this window open until it closes by itself.</p></header>` +
    `<iframe id="bank" name="bank" title="Your bank’s secure check" src="${escapeHtml(bankUrl)}" style="flex: 1; width: 100%; min-height: 520px; border: 0; background: #fff"></iframe>` +
    `</body></html>`
  );
}

/**
 * The 3-D Secure window's pages (docs/decisions/0095): the waiting page, then the window's frame, in which the
 * gateway's page of one payment is answered once and only before the hold ends, under a policy of its own; every
 * other page keeps the shop's.
 */
export function registerGatewayPageRoutes(app: FastifyInstance, deps: Pick<Deps, 'config' | 'db' | 'clock'>): void {
  app.get(WAITING_PAGE_PATH, (_req, reply) =>
    noStore(reply).header('content-security-policy', PLAIN_POLICY).send(plainPage('Secure payment', 'Connecting to your bank…')),
  );
  app.get<{ Params: { token: string } }>(`${GATEWAY_PAGE_PATH}/:token`, async (req, reply) => {
    const token = req.params.token;
    if (!isPageToken(token) || !(await pageWaiting(deps.db, token, deps.clock.now()))) return gone(reply);
    const own = new URL(pageUrl(deps.config, req)).origin;
    return noStore(reply).header('content-security-policy', framePolicy(own)).send(framePage(`${GATEWAY_PAGE_PATH}/${token}/bank`));
  });
  app.get<{ Params: { token: string } }>(`${GATEWAY_PAGE_PATH}/:token/bank`, async (req, reply) => {
    const token = req.params.token;
    const page = isPageToken(token) ? await takeGatewayPage(deps.db, token, deps.clock.now()) : undefined;
    if (!page) return gone(reply);
    return noStore(reply).header('content-security-policy', gatewayPagePolicy(page.html, pageUrl(deps.config, req))).send(page.html);
  });
}
