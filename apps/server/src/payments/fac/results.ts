import { GatewayError, type GatewayResult, type ModificationKind, type ModificationResult } from '../gateway.js';
import type { FacCredentials } from './requests.js';
import { responseSignature, signaturesMatch } from './signature.js';
import { child, text } from './xml.js';

/** The normalised outcome of FAC's ResponseCode and ReasonCode (reference 2.11). */
export function outcomeOf(responseCode: number, reasonCode: number): GatewayResult['outcome'] {
  if (responseCode === 1) return 'approved';
  if (responseCode === 2) return 'declined';
  if (reasonCode === 36) return 'cancelled';
  if (reasonCode === 999) return 'pending';
  return 'error';
}

const int = (s: string, fallback: number): number => (/^\d+$/.test(s) ? Number(s) : fallback);
const orNull = (s: string): string | null => (s === '' ? null : s);

/** The held amount FAC echoes back in CustomData, when the shop put it there. */
function customAmount(customData: string): number | null {
  try {
    const v: unknown = JSON.parse(customData);
    const cents = (v as { amountCents?: unknown } | null)?.amountCents;
    return typeof cents === 'number' && Number.isSafeInteger(cents) && cents >= 0 ? cents : null;
  } catch {
    return null;
  }
}

/** The root element of an answer, or a 'malformed' GatewayError naming what was expected. */
export function rootOf(doc: Record<string, unknown> | null, name: string): Record<string, unknown> {
  const root = doc ? child(doc, name) : undefined;
  if (!root) throw new GatewayError('malformed', `FAC answered something other than a ${name}.`);
  return root;
}

/**
 * Refuses an approval or decline whose signature is missing or wrong; an unsigned error answer passes, and so
 * does an unsigned answer where `unsigned` allows it (the status answer, below). A wrong signature never passes.
 */
function checkSignature(c: FacCredentials, orderNumber: string, responseCode: number, given: string, source: string, unsigned = false) {
  if (given === '' && (responseCode === 3 || unsigned)) return;
  const expected = responseSignature({ ...c, orderNumber });
  if (!signaturesMatch(expected, given)) throw new GatewayError('signature', `The ${source} for order ${orderNumber} is not signed by FAC.`);
}

/** FAC's text fields of an authorisation, as both its XML answers and the merchant POST carry them. */
interface RawResult {
  reasonCode: string;
  description: string;
  authorizedCents: number | null;
  authCode: string;
  reference: string;
  original: string;
  masked: string;
}

function toResult(orderId: string, responseCode: number, raw: RawResult): GatewayResult {
  const reasonCode = int(raw.reasonCode, responseCode === 3 ? 999 : responseCode);
  const approved = responseCode === 1;
  return {
    orderId,
    outcome: outcomeOf(responseCode, reasonCode),
    responseCode,
    reasonCode,
    reasonDescription: raw.description,
    authorizedCents: approved ? raw.authorizedCents : 0,
    authorizationNumber: approved ? orNull(raw.authCode) : null,
    referenceNumber: orNull(raw.reference),
    originalResponseCode: orNull(raw.original),
    maskedCard: orNull(raw.masked),
  };
}

/** What FAC says when it has no result for an order number (reference 2.10); its ReasonCode varies (none, 5, 999). */
const NO_RESPONSE = 'No Response';

/** The attempt's state from an AuthorizeResponse-shaped answer; `status` loosens what a status answer may leave out. */
function readResults(c: FacCredentials, root: Record<string, unknown>, orderId: string, status: boolean): GatewayResult {
  const r = child(root, 'CreditCardTransactionResults');
  if (!r) throw new GatewayError('malformed', 'FAC answered without CreditCardTransactionResults.');
  const responseCode = int(text(r, 'ResponseCode'), Number.NaN);
  if (![1, 2, 3].includes(responseCode)) throw new GatewayError('malformed', 'FAC answered an unknown ResponseCode.');
  const orderNumber = text(root, 'OrderNumber') || orderId;
  if (orderNumber !== orderId) throw new GatewayError('malformed', `FAC answered for order ${orderNumber}, not ${orderId}.`);
  checkSignature(c, orderNumber, responseCode, text(root, 'Signature'), 'answer', status);
  const description = text(r, 'ReasonCodeDescription') || (responseCode === 3 ? NO_RESPONSE : '');
  // "No Response" to a status question means FAC has no result yet, whatever ReasonCode comes with it.
  const noResult = status && responseCode === 3 && description === NO_RESPONSE;
  return toResult(orderId, responseCode, {
    reasonCode: noResult ? '999' : text(r, 'ReasonCode'),
    description,
    authorizedCents: customAmount(text(root, 'CustomData')),
    authCode: text(r, 'AuthCode'),
    reference: text(r, 'ReferenceNumber'),
    original: text(r, 'OriginalResponseCode'),
    masked: text(r, 'PaddedCardNumber'),
  });
}

/** AuthorizeResponse (signed: an approval or decline without FAC's signature is refused). */
export const parseAuthorizeResult = (c: FacCredentials, root: Record<string, unknown>, orderId: string): GatewayResult =>
  readResults(c, root, orderId, false);

/**
 * TransactionStatusResponse. FAC may answer it in AuthorizeResponse shape (signed) or with only ResponseCode,
 * ReasonCodeDescription and ReferenceNumber inside CreditCardTransactionResults, unsigned (the recorded mocks).
 * The shop asks it itself, over TLS, with its password in the request: an unsigned answer is read as the result
 * it states; a signed one must carry FAC's signature (docs/decisions/0105).
 */
export const parseStatusResult = (c: FacCredentials, root: Record<string, unknown>, orderId: string): GatewayResult =>
  readResults(c, root, orderId, true);

/** The 3-D Secure merchant response POST (reference 2.8): signature checked, amount unknown (ask status). */
export function parseMerchantPost(c: FacCredentials, f: Record<string, string>): GatewayResult {
  const orderId = f.OrderID ?? '';
  const responseCode = int(f.ResponseCode ?? '', Number.NaN);
  if (orderId === '' || ![1, 2, 3].includes(responseCode)) {
    throw new GatewayError('malformed', 'The 3-D Secure response has no order number or result.');
  }
  if (f.MerID !== c.merchantId || f.AcqID !== c.acquirerId) {
    throw new GatewayError('signature', `The 3-D Secure response for order ${orderId} is for another merchant.`);
  }
  checkSignature(c, orderId, responseCode, f.Signature ?? '', '3-D Secure response');
  return toResult(orderId, responseCode, {
    reasonCode: f.ReasonCode ?? '',
    description: f.ReasonCodeDesc ?? '',
    authorizedCents: null,
    authCode: f.AuthCode ?? '',
    reference: f.ReferenceNo ?? '',
    original: f.OriginalResponseCode ?? '',
    masked: f.PaddedCardNo ?? '',
  });
}

/** TransactionModificationResponse: flat and unsigned; ResponseCode 1 is success (reference 2.9). */
export function parseModificationResult(
  root: Record<string, unknown>,
  orderId: string,
  kind: ModificationKind,
  amountCents: number,
): ModificationResult {
  const responseCode = int(text(root, 'ResponseCode'), Number.NaN);
  if (Number.isNaN(responseCode)) throw new GatewayError('malformed', 'FAC answered a modification without a ResponseCode.');
  return {
    orderId,
    kind,
    amountCents,
    ok: responseCode === 1,
    responseCode,
    reasonCode: int(text(root, 'ReasonCode'), responseCode === 1 ? 1101 : 1100),
    reasonDescription: text(root, 'ReasonCodeDescription'),
  };
}
