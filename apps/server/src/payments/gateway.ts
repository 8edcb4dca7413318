/**
 * The card gateway port (docs/decisions/0020). Gateway-neutral: FAC's classic XML API (3-D Secure 1,
 * Authorize3DS + merchant response POST + TransactionStatus, fac/) and PowerTranz (JSON, 3DS2, spi/auth +
 * callback + spi/payment, powertranz/, docs/decisions/0090) implement it.
 *
 * Rules every adapter keeps:
 * - Money is integer cents everywhere; the adapter formats it for the wire (FAC: 12 digits, PowerTranz: 2 decimals).
 * - Card numbers and CVVs are only put on the wire to the gateway: never stored, logged or put in an error.
 * - `orderId` is the gateway order number of ONE payment attempt: a new one for every retry (FAC refuses a
 *   reused number with reason 40). The same id keys status, capture, refund and reverse.
 * - Transport problems (timeout, HTTP error, malformed answer, bad signature) throw a `GatewayError`;
 *   a business answer (approved, declined, refused modification) is a result, never a throw.
 */

export type GatewayName = 'FAC' | 'POWERTRANZ';

export type CardBrand = 'VISA' | 'MASTERCARD';

/** The card as the shopper typed it. Lives only for the one request that sends it to the gateway. */
export interface CardInput {
  /** Digits only, 12-19. */
  number: string;
  holder: string;
  /** MMYY, as the card shows it (the adapter reorders it when its gateway wants YYMM). */
  expiry: string;
  /** 3-4 digits. */
  cvv: string;
}

/** Who pays; PowerTranz needs name, email or phone for 3DS2, FAC ignores it. */
export interface PayerInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export type Currency = 'USD' | 'JMD';

export interface AuthorizeInput {
  /** Gateway order number of this attempt (max 150 chars, unique per attempt; PowerTranz: a GUID). */
  orderId: string;
  /** The shop's order id the attempt pays for (PowerTranz OrderIdentifier); FAC ignores it. */
  reference?: string;
  amountCents: number;
  /** Default USD (ISO 840). */
  currency?: Currency;
  card: CardInput;
  payer?: PayerInput;
  /** The shopper's IP, for the gateway's fraud control. */
  ipAddress?: string;
}

export interface StartAuthenticationInput extends AuthorizeInput {
  /**
   * Absolute URL the issuer's page posts the result to through the shopper's browser. Omit it to use the
   * server's own merchant response page (`MERCHANT_RESPONSE_PATH`, under PUBLIC_URL when set).
   */
  responseUrl?: string;
}

/**
 * A payment attempt as the gateway last saw it, normalised to FAC's codes (the specification's flow reads them).
 * PowerTranz maps Approved+"00" to 1/1, other ISO codes to 2 (declined) or 3 (error), and "no completion yet" to 3/999.
 */
export interface GatewayResult {
  orderId: string;
  /** approved = funds held (or charged); pending = no answer yet (3-D Secure not finished: reason 999). */
  outcome: 'approved' | 'declined' | 'cancelled' | 'error' | 'pending';
  /** FAC ResponseCode: 1 approved, 2 declined, 3 error. */
  responseCode: number;
  /** FAC ReasonCode: 1 approved, 2 declined, 36 cardholder cancelled, 999 no response, ... (reference 2.11). */
  reasonCode: number;
  reasonDescription: string;
  /**
   * What the gateway holds for this attempt, in cents (0 unless approved); null when its answer does not say
   * (FAC echoes it in CustomData; the merchant response POST never carries it: reconcile with status()).
   */
  authorizedCents: number | null;
  /** Issuer authorisation code (FAC AuthCode, PowerTranz AuthorizationCode); null unless approved. */
  authorizationNumber: string | null;
  /** Gateway reference (FAC ReferenceNumber, PowerTranz RRN). */
  referenceNumber: string | null;
  /** ISO-8583 host code, "00" approved. */
  originalResponseCode: string | null;
  /** Masked card, last 4 only (e.g. XXXXXXXXXXXX1111). */
  maskedCard: string | null;
}

/** An outcome with nothing held at the gateway (refused, failed, not answered yet): no authorisation, no card. */
export function unheldResult(
  orderId: string,
  outcome: Exclude<GatewayResult['outcome'], 'approved'>,
  responseCode: number,
  reasonCode: number,
  reasonDescription: string,
): GatewayResult {
  return {
    orderId,
    outcome,
    responseCode,
    reasonCode,
    reasonDescription,
    authorizedCents: 0,
    authorizationNumber: null,
    referenceNumber: null,
    originalResponseCode: null,
    maskedCard: null,
  };
}

/** What starting a payment gives: a page to show in the popup, or at once an outcome (no 3-D Secure needed / refused). */
export type StartAuthenticationResult = { kind: 'html'; orderId: string; html: string } | ({ kind: 'result' } & GatewayResult);

export type ModificationKind = 'capture' | 'refund' | 'reverse';

export interface ModificationResult {
  orderId: string;
  kind: ModificationKind;
  amountCents: number;
  /** true when the gateway did it. */
  ok: boolean;
  /** FAC ResponseCode / ReasonCode of the modification (1/1101 success, 3/1100 failed). */
  responseCode: number;
  reasonCode: number;
  reasonDescription: string;
}

export interface PaymentGateway {
  /** Shown to the web client by getpaymentgateway; the only thing about the gateway that leaves the server. */
  readonly name: GatewayName;
  /** The longest one call waits for the gateway's answer before it fails as a timeout. */
  readonly timeoutMs: number;
  /** Holds funds after 3-D Secure: the html goes into the popup; its result comes back to the merchant response page. */
  startAuthentication(input: StartAuthenticationInput): Promise<StartAuthenticationResult>;
  /**
   * The merchant response page's form fields (FAC: MerID, OrderID, ResponseCode, ..., Signature; PowerTranz:
   * Response). Verifies the signature (throws GatewayError 'signature' when wrong) and answers the gateway's own
   * word on the payment, never a posted code the signature does not cover: FAC asks TransactionStatus, PowerTranz
   * completes the payment server-side. Pending when that word cannot be had yet. Idempotent: the browser may post twice.
   */
  parseAuthenticationResponse(fields: Record<string, string>): Promise<GatewayResult>;
  /** Holds funds without 3-D Secure (FAC Authorize, transaction code 0). */
  authorize(input: AuthorizeInput): Promise<GatewayResult>;
  /** The attempt's last state; an attempt the gateway does not know answers pending (3/999 "No Response"). */
  status(orderId: string): Promise<GatewayResult>;
  /** Settles up to the held amount (FAC ModificationType 1). */
  capture(orderId: string, amountCents: number): Promise<ModificationResult>;
  /** Gives back up to the captured amount, in one or more refunds (FAC ModificationType 2). */
  refund(orderId: string, amountCents: number): Promise<ModificationResult>;
  /** Releases an uncaptured hold (FAC ModificationType 3). */
  reverse(orderId: string, amountCents: number): Promise<ModificationResult>;
}

export type GatewayErrorKind = 'timeout' | 'network' | 'http' | 'malformed' | 'signature' | 'rejected';

/**
 * A gateway call that gave no trustworthy answer. `kind`: timeout (no answer in time), network (connection
 * failed), http (non-200), malformed (not the expected XML/JSON), signature (answer or merchant response not
 * signed by the gateway), rejected (the gateway refused the request itself: bad merchant, format, duplicate
 * order; `reasonCode` says which). Never carries card data.
 */
export class GatewayError extends Error {
  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly reasonCode?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export const isGatewayError = (e: unknown): e is GatewayError => e instanceof GatewayError;

/** The shop's merchant response page (server route, owned by payments/): the 3-D Secure page posts here. */
export const MERCHANT_RESPONSE_PATH = '/payments/3ds-return';

