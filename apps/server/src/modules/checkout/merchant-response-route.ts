import type { FastifyInstance } from 'fastify';
import type { ThreeDSResultMessage } from '@shop/contracts/checkout';
import { MERCHANT_RESPONSE_PATH } from '../../payments/gateway.js';
import type { CheckoutDeps } from './deps.js';
import { handleMerchantResponse } from './merchant-response.js';
import { escapeHtml } from '../../lib/html.js';

const SCRIPT_PATH = `${MERCHANT_RESPONSE_PATH}.js`;

// Served as a file so the page runs no inline script (CSP script-src 'self'). It shows in the frame of the shop's
// 3-D Secure window (docs/decisions/0095), so it tells the window's opener, the shop's page that is paying, the
// result (to the shop's own origin only), and closes the window; opened on its own, it tells its own opener.
const SCRIPT = `(function () {
  var el = document.getElementById('fac-result');
  var msg = JSON.parse(el.getAttribute('data-message'));
  var framed = window.top !== window;
  var target = framed ? window.top.opener : window.opener;
  if (target) target.postMessage(msg, window.location.origin);
  if (target) setTimeout(function () { (framed ? window.top : window).close(); }, 300);
})();
`;

export function resultPage(msg: ThreeDSResultMessage): string {
  const approved = msg.reasoncode === 1;
  const text = approved ? 'Payment authorised. This window closes by itself.' : `Payment not completed: ${msg.reasondescription}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment</title><script src="${SCRIPT_PATH}" defer></script></head><body><p id="fac-result" data-message="${escapeHtml(JSON.stringify(msg))}">${escapeHtml(text)}</p></body></html>`;
}

/** The merchant response page (reference 2.8): POSTed form fields in, a tiny page that messages the opener out. */
export function registerMerchantResponseRoute(app: FastifyInstance, deps: CheckoutDeps) {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(MERCHANT_RESPONSE_PATH, async (req, reply) => {
      const fields = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, string>;
      const msg = await handleMerchantResponse(deps, fields);
      return reply
        .header('content-security-policy', "default-src 'none'; script-src 'self'; frame-ancestors 'self'")
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(resultPage(msg));
    });
    scope.get(SCRIPT_PATH, (_req, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(SCRIPT),
    );
  });
}
