import { GatewayError } from '../gateway.js';

/** What the adapter reads from the merchant response POST's field `Response` (reference 2.4). Unsigned: only input. */
export interface AuthenticationCallback {
  transactionIdentifier: string;
  spiToken: string;
  isoResponseCode: string;
  authenticationStatus: string;
  cardholderInfo: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Parses the form field `Response` (a JSON string); a missing or malformed one is a GatewayError 'malformed'. */
export function parseCallback(fields: Record<string, string>): AuthenticationCallback {
  const raw = fields.Response;
  if (typeof raw !== 'string' || raw === '') throw new GatewayError('malformed', 'The 3-D Secure answer has no Response field.');
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    throw new GatewayError('malformed', 'The 3-D Secure answer is not JSON.');
  }
  if (typeof v !== 'object' || v === null) throw new GatewayError('malformed', 'The 3-D Secure answer is not a JSON object.');
  const o = v as Record<string, unknown>;
  const risk = (o.RiskManagement ?? {}) as Record<string, unknown>;
  const tds = (risk.ThreeDSecure ?? {}) as Record<string, unknown>;
  const transactionIdentifier = str(o.TransactionIdentifier);
  if (!transactionIdentifier) throw new GatewayError('malformed', 'The 3-D Secure answer names no transaction.');
  return {
    transactionIdentifier,
    spiToken: str(o.SpiToken),
    isoResponseCode: str(o.IsoResponseCode),
    authenticationStatus: str(tds.AuthenticationStatus),
    cardholderInfo: str(tds.CardholderInfo).slice(0, 500),
  };
}

/**
 * The reference's AuthenticationStatus table (section 2.5): Y and A complete; N, R, C and anything unknown
 * do not; U (technical failure) and 3D1 (card without 3-D Secure 2) only when the merchant accepts the risk.
 */
export function shouldComplete(c: Pick<AuthenticationCallback, 'isoResponseCode' | 'authenticationStatus'>, acceptUnauthenticated: boolean): boolean {
  if (c.isoResponseCode === '3D1') return acceptUnauthenticated;
  if (c.isoResponseCode !== '3D0') return false;
  if (c.authenticationStatus === 'Y' || c.authenticationStatus === 'A') return true;
  return c.authenticationStatus === 'U' && acceptUnauthenticated;
}

/** The sentence a shopper reads when authentication stopped the payment. */
export function refusalReason(c: Pick<AuthenticationCallback, 'isoResponseCode' | 'authenticationStatus' | 'cardholderInfo'>): string {
  const base =
    c.isoResponseCode === '3D1'
      ? 'This card does not support 3-D Secure verification.'
      : c.authenticationStatus === 'U'
        ? 'Your bank could not complete the 3-D Secure verification.'
        : 'The card was not verified by 3-D Secure.';
  return c.cardholderInfo ? `${base} Your bank says: ${c.cardholderInfo}` : base;
}
