import { SANDBOX_PREFIX } from './fac/sandbox/routes.js';
import { MERCHANT_RESPONSE_PATH } from './gateway.js';
import { GATEWAY_PAGE_PATH } from './pages/page-store.js';
import { PTZ_SANDBOX_PREFIX } from './powertranz/sandbox/context.js';

/**
 * The shop's pages shown in the frame of its 3-D Secure window (docs/decisions/0095): the gateway's page, the
 * local sandboxes' issuer pages, and the merchant response page the result comes back to.
 */
export const POPUP_PATH_PREFIXES: readonly string[] = [`${GATEWAY_PAGE_PATH}/`, `${SANDBOX_PREFIX}/`, `${PTZ_SANDBOX_PREFIX}/`, MERCHANT_RESPONSE_PATH];
