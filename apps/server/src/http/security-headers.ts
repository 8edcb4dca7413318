import type { FastifyInstance } from 'fastify';

/**
 * The shop's Content-Security-Policy (docs/decisions/0033): scripts only from the shop's own files, never
 * inline; styles may be inline because Mantine writes its style tags at run time; no page may frame the shop.
 */
export const appPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // Receipts and reports are shown in a frame from a blob: URL the page made of the file it fetched; the
  // browser's PDF viewer inside it is a plugin, so a blob: PDF needs object-src too (docs/decisions/0033).
  "frame-src 'self' blob:",
  "object-src 'self' blob:",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Pictures (SVG among them) run nothing and load nothing; their drawn text may carry inline styles. */
export const mediaPolicy = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

export interface PolicyByPath {
  prefix: string;
  policy: string;
}

const ONE_YEAR = 31_536_000;

export interface SecurityHeaderOptions {
  byPath?: readonly PolicyByPath[];
  /**
   * Pages shown in the frame of the shop's 3-D Secure window (docs/decisions/0095): the shop's own pages may
   * frame them; every other answer may not be framed at all.
   */
  framedBySelf?: readonly string[];
}

/**
 * Sets the security headers on every answer: pages, assets, calls, pictures and error pages alike. A path
 * prefix may carry its own policy (pictures); a route may set its own (the gateway's page of a payment).
 */
export function registerSecurityHeaders(app: FastifyInstance, o: SecurityHeaderOptions = {}) {
  const byPath = o.byPath ?? [{ prefix: '/media/', policy: mediaPolicy }];
  const framed = o.framedBySelf ?? [];
  const policies = [...byPath.map((p) => p.policy), appPolicy];
  // The headers of each policy, framing and scheme, made once: this hook runs for every answer (docs/decisions/0111),
  // and the key it looks them up by is a small number, not the policy's text (docs/decisions/0194).
  const made: Record<string, string>[] = [];
  const headersOf = (policyAt: number, sameOrigin: boolean, https: boolean) => {
    const at = policyAt * 4 + (sameOrigin ? 2 : 0) + (https ? 1 : 0);
    return (made[at] ??= {
      'content-security-policy': policies[policyAt]!,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': sameOrigin ? 'SAMEORIGIN' : 'DENY',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'permissions-policy': 'camera=(self), geolocation=(), microphone=()',
      ...(https ? { 'strict-transport-security': `max-age=${ONE_YEAR}; includeSubDomains` } : {}),
    });
  };
  app.addHook('onRequest', (req, reply, done) => {
    const own = byPath.findIndex((p) => req.url.startsWith(p.prefix));
    reply.headers(headersOf(own === -1 ? byPath.length : own, framed.some((p) => req.url.startsWith(p)), req.protocol === 'https'));
    done();
  });
}
