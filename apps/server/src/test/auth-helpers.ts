import { vi } from 'vitest';
import type { ResponseEnvelope } from '@shop/contracts/envelope';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { solveChallenge } from '../modules/auth/robot-check.js';
import { sha256Hex } from '../modules/auth/tokens.js';
import type { TestShop } from './harness.js';
import { STATE_WAIT } from './wait.js';

export interface RawAnswer<T = any> {
  body: ResponseEnvelope<T>;
  /** The renewal cookie the answer set ('' when it cleared it), or undefined when it set none. */
  cookie: string | undefined;
}

/** A call from a given address with given cookies, answering the body and the renewal cookie it set. */
export async function rawCall<T = any>(
  shop: TestShop,
  name: string,
  request: unknown,
  opts: { ip?: string; cookie?: string; username?: string; sessionid?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer<T>> {
  const res = await shop.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { ...(opts.cookie !== undefined ? { cookie: `shop_renewal=${opts.cookie}` } : {}), ...opts.headers },
    payload: { username: opts.username ?? '', sessionid: opts.sessionid ?? '', failstatus: 0, request },
  });
  const set = res.headers['set-cookie'];
  const line = Array.isArray(set) ? set[0] : set;
  const cookie = line?.match(/^shop_renewal=([^;]*)/)?.[1];
  return { body: res.json(), cookie };
}

export const loginRequest = (username: string, password = DEMO_PASSWORD, terms: 'Y' | 'N' = 'N') => ({
  username,
  password: sha256Hex(password),
  terms,
  internal: 'N',
  silentLogin: 'N',
});

/** Asks for a password reset the way the screen does: fetch the robot check, solve it to the bits it asks, send it. */
export async function requestReset(shop: TestShop, username: string, ip?: string) {
  const { body } = await rawCall(shop, 'resetchallenge', {}, { ip });
  const { challenge, difficulty } = body.data as { challenge: string; difficulty: number };
  return (await rawCall(shop, 'resetpassword', { username, challenge, solution: solveChallenge(challenge, difficulty) }, { ip })).body;
}

/** The newest mail to an address, waiting for it (reset mail is sent after the answer). */
export function mailTo(shop: TestShop, email: string): Promise<string> {
  return vi.waitFor(async () => {
    const mail = (await shop.outbox()).reverse().find((m) => m.includes(`To: ${email}`));
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  }, STATE_WAIT);
}

export const temporaryPasswordIn = (mail: string) => {
  const m = mail.match(/Temporary password: (\S+)/);
  if (!m?.[1]) throw new Error('no temporary password in the mail');
  return m[1];
};
