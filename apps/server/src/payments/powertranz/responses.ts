import { GatewayError, unheldResult, type GatewayResult } from '../gateway.js';

/** The fields of a PowerTranz answer the adapter reads (reference 2.2, 2.5, 3); everything else is ignored. */
export interface PowertranzAnswer {
  Approved?: boolean;
  IsoResponseCode?: string;
  ResponseMessage?: string;
  TransactionIdentifier?: string;
  TotalAmount?: number;
  AuthorizationCode?: string;
  RRN?: string;
  CardSuffix?: string;
  RedirectData?: string;
  SpiToken?: string;
  Errors?: { Code?: string; Message?: string }[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An answer body as JSON with an IsoResponseCode or Errors; anything else is a GatewayError 'malformed'. */
export function parseAnswer(body: string, what: string): PowertranzAnswer {
  let v: unknown;
  try {
    v = JSON.parse(body);
  } catch {
    throw new GatewayError('malformed', `PowerTranz answered ${what} with something that is not JSON.`);
  }
  if (!isObject(v) || (typeof v.IsoResponseCode !== 'string' && !Array.isArray(v.Errors))) {
    throw new GatewayError('malformed', `PowerTranz answered ${what} without a response code.`);
  }
  return v as PowertranzAnswer;
}

/** The only answer that moves money: Approved true with ISO 00 (10/11/16/32 are partial or qualified). */
export const isApproved = (a: PowertranzAnswer): boolean => a.Approved === true && a.IsoResponseCode === '00';

/** ISO-8583 codes that mean the issuer or the gateway said no (the rest are errors: 91, 96, 97, 98, ...). */
const DECLINES = new Set(['05', '12', '13', '14', '51', '54', '57', '58', '82', 'N7']);

export const describeAnswer = (a: PowertranzAnswer, fallback: string): string =>
  a.ResponseMessage || a.Errors?.find((e) => e.Message)?.Message || fallback;

const cents = (amount: unknown): number | null => (typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : null);

/** An spi/payment (or refusal) answer in the port's FAC-shaped codes (gateway.ts): 1/1 approved, else 2/2 or 3/3. */
export function resultOf(transactionIdentifier: string, a: PowertranzAnswer, amountCents: number): GatewayResult {
  const approved = isApproved(a);
  const iso = a.IsoResponseCode ?? '';
  const declined = DECLINES.has(iso);
  return {
    orderId: transactionIdentifier,
    outcome: approved ? 'approved' : declined ? 'declined' : 'error',
    responseCode: approved ? 1 : declined ? 2 : 3,
    reasonCode: approved ? 1 : declined ? 2 : 3,
    reasonDescription: describeAnswer(a, approved ? 'Transaction is approved' : 'Transaction is declined'),
    authorizedCents: approved ? (cents(a.TotalAmount) ?? amountCents) : 0,
    authorizationNumber: approved ? (a.AuthorizationCode ?? null) : null,
    referenceNumber: a.RRN || null,
    originalResponseCode: iso || null,
    maskedCard: a.CardSuffix ? `XXXXXXXXXXXX${a.CardSuffix}` : null,
  };
}

/** A result the shop decided without PowerTranz's financial answer (authentication refused, late, lost). */
export function failedResult(transactionIdentifier: string, outcome: 'declined' | 'error', description: string): GatewayResult {
  const code = outcome === 'declined' ? 2 : 3;
  return unheldResult(transactionIdentifier, outcome, code, code, description);
}

/** No completion yet: the port's 3/999 "No Response". */
export const pendingResult = (transactionIdentifier: string): GatewayResult => ({
  ...failedResult(transactionIdentifier, 'error', 'No Response'),
  outcome: 'pending',
  reasonCode: 999,
});
