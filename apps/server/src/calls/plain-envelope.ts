import { INT4_MAX, INT4_MIN, noControlCharacters } from '@shop/contracts/common';
import { ENVELOPE_TEXT_MAX, type RequestEnvelope } from '@shop/contracts/envelope';

/** What `requestEnvelope` takes for username and session id: text of ENVELOPE_TEXT_MAX characters at most, or none. */
const plainText = (v: unknown): v is string | undefined =>
  v === undefined || (typeof v === 'string' && v.length <= ENVELOPE_TEXT_MAX && noControlCharacters.test(v));

/**
 * The envelope every call sends, checked by hand as `requestEnvelope` checks it, its defaults filled in the same
 * way: it is checked on every call, and through zod it cost about a sixth of the server's time per cached page
 * (docs/decisions/0194). Anything that is not a clean envelope answers null; the caller then parses it with the
 * schema, whose refusal says what is wrong. `plain-envelope.test.ts` holds the two to the same answers.
 */
export function plainEnvelope(raw: unknown): RequestEnvelope | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { username, sessionid, failstatus, request } = raw as Record<string, unknown>;
  if (!plainText(username) || !plainText(sessionid)) return null;
  if (failstatus !== undefined && !(typeof failstatus === 'number' && Number.isInteger(failstatus) && failstatus >= INT4_MIN && failstatus <= INT4_MAX)) {
    return null;
  }
  return { username: username ?? '', sessionid: sessionid ?? '', failstatus: failstatus ?? 0, request: request === undefined ? {} : request };
}
