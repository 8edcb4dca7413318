import type { HttpContext } from '../../calls/http-context.js';

/**
 * The renewal token lives in an HttpOnly, SameSite=Strict cookie (Secure over HTTPS) sent only to the
 * renewal call, so no script in the page can read it (docs/decisions/0031).
 */
export const RENEWAL_COOKIE = 'shop_renewal';
const PATH = '/api/renewsession';

export function setRenewalCookie(http: HttpContext, token: string, until: Date, now: Date) {
  http.setCookie(RENEWAL_COOKIE, token, { path: PATH, maxAgeSeconds: Math.max(0, Math.floor((until.getTime() - now.getTime()) / 1000)) });
}

export const clearRenewalCookie = (http: HttpContext) => http.setCookie(RENEWAL_COOKIE, '', { path: PATH, maxAgeSeconds: 0 });

export const renewalCookieOf = (http: HttpContext) => http.cookie(RENEWAL_COOKIE) ?? '';
