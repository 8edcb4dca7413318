import type { CallDef } from '@shop/contracts/calls';
import { requestEnvelope } from '@shop/contracts/envelope';
import { hashToken } from '../modules/auth/tokens.js';
import { plainEnvelope } from './plain-envelope.js';
import { describeIssues, parseOptions } from './validation.js';

/** A call's body, parsed and checked against the envelope and the call's request schema. */
export interface CheckedBody {
  username: string;
  /** The SHA-256 of the envelope's session id (sessions are kept by it); null when the call is public or sends none. */
  sessionHash: string | null;
  /** The request with its defaults filled in and its keys in schema order. */
  request: unknown;
  /** For a call whose answers callers share: the key it is shared under, one per distinct request. */
  answerKey: string | null;
}

/** A shared call's checked requests, kept by the text of the request as sent (createRequestMemo). */
export type RequestMemo = (sent: unknown) => { request: unknown; answerKey: string } | { refusal: string };

/** Parses and checks a body: the checked call, or the message that refuses it. */
export function checkBody(def: CallDef, body: string, memo?: RequestMemo): CheckedBody | { refusal: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return { refusal: 'The request body is not valid JSON.' };
  }
  let envelope = plainEnvelope(raw);
  if (!envelope) {
    const parsed = requestEnvelope.safeParse(raw, parseOptions);
    if (!parsed.success) return { refusal: describeIssues(parsed.error, raw) };
    envelope = parsed.data;
  }
  const { username, sessionid, request: sent } = envelope;
  const sessionHash = def.access.kind !== 'public' && sessionid ? hashToken(sessionid) : null;
  if (memo) {
    const checked = memo(sent ?? {});
    return 'refusal' in checked ? checked : { username, sessionHash, ...checked };
  }
  const checked = checkRequest(def, sent ?? {});
  return 'refusal' in checked ? checked : { username, sessionHash, request: checked.request, answerKey: null };
}

/** Checks the request part against the call's schema: the request with its defaults, or the refusal's message. */
function checkRequest(def: CallDef, sent: unknown): { request: unknown } | { refusal: string } {
  const request = def.request.safeParse(sent, parseOptions);
  return request.success ? { request: request.data } : { refusal: describeIssues(request.error, sent) };
}

/** Requests longer than this are checked every time: a memo of them would let a client fill memory. */
const MAX_MEMO_TEXT = 2048;
const MAX_MEMO_ENTRIES = 2000;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * The checked requests of one call whose answers callers share, kept by the request's text as sent: a crowd of
 * shoppers asking the same page, each with a session of their own, has it checked and keyed once
 * (docs/decisions/0190). The envelope and its session are still checked on every call. A kept request is frozen,
 * since every caller of it gets the same object. At most `MAX_MEMO_ENTRIES`, the oldest out first.
 */
export function createRequestMemo(name: string, def: CallDef): RequestMemo {
  const memo = new Map<string, { request: unknown; answerKey: string }>();
  return (sent) => {
    const text = JSON.stringify(sent);
    const kept = memo.get(text);
    if (kept) return kept;
    const request = checkRequest(def, sent);
    if ('refusal' in request) return request;
    const checked = { request: deepFreeze(request.request), answerKey: `${name}:${JSON.stringify(request.request)}` };
    if (text.length <= MAX_MEMO_TEXT) {
      if (memo.size >= MAX_MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
      memo.set(text, checked);
    }
    return checked;
  };
}
