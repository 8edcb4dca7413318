import type { Conn } from '../../../db/client.js';

/** The sandbox's merchant: the only credentials its API accepts. */
export const PTZ_SANDBOX_MERCHANT = { id: '99901066', password: 'ptz-sandbox-pw' } as const;

/** Where the sandbox lives on this server: its API root (…/api, as POWERTRANZ_URL would be) and its 3-D Secure pages. */
export const PTZ_SANDBOX_PREFIX = '/powertranz-sandbox';
export const PTZ_SANDBOX_API = `${PTZ_SANDBOX_PREFIX}/api`;
export const PTZ_3DS_PATH = `${PTZ_SANDBOX_PREFIX}/3ds`;

/** How long an SpiToken can be completed (reference 2.5). */
export const SPI_TOKEN_MS = 5 * 60_000;

export interface PtzSandboxContext {
  db: Conn;
  now: () => Date;
}

/** A JSON answer: HTTP status and body. */
export interface PtzAnswer {
  status: number;
  body: Record<string, unknown>;
}

export const refused = (iso: string, message: string, extra: Record<string, unknown> = {}): PtzAnswer => ({
  status: 200,
  body: { ...extra, Approved: false, IsoResponseCode: iso, ResponseMessage: message, Errors: [{ Code: iso, Message: message }] },
});
