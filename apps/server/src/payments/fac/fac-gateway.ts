import { GatewayError, isGatewayError, unheldResult } from '../gateway.js';
import type { AuthorizeInput, GatewayResult, ModificationKind, ModificationResult, PaymentGateway, StartAuthenticationInput, StartAuthenticationResult } from '../gateway.js';
import type { HttpTransport } from '../http-transport.js';
import { authorize3dsXml, authorizeXml, modificationXml, statusXml, type FacCredentials, type FacOperation } from './requests.js';
import { parseAuthorizeResult, parseMerchantPost, parseModificationResult, parseStatusResult, rootOf } from './results.js';
import { child, parseFacXml, text } from './xml.js';

/** A verified 3-D Secure POST whose result FAC's status could not confirm yet: 3/999, no answer yet. */
const BEING_CHECKED = { outcome: 'pending', responseCode: 3, reasonCode: 999, reasonDescription: 'The payment is being checked with your bank.' } as const;

/**
 * FAC's bare status answer leaves out the auth code, masked card and ISO code of an approval. They are taken
 * from the POST only when FAC's own status approves the very transaction the POST names (same reference).
 */
function withPostedDetails(own: GatewayResult, posted: GatewayResult): GatewayResult {
  const same = own.outcome === 'approved' && posted.outcome === 'approved' && own.referenceNumber !== null && own.referenceNumber === posted.referenceNumber;
  if (!same) return own;
  return {
    ...own,
    authorizationNumber: own.authorizationNumber ?? posted.authorizationNumber,
    maskedCard: own.maskedCard ?? posted.maskedCard,
    originalResponseCode: own.originalResponseCode ?? posted.originalResponseCode,
  };
}

export interface FacGatewayOptions {
  credentials: FacCredentials;
  /** Base URL the operation name is appended to, ending in `/PGServiceXML/`. */
  endpoint: string;
  transport: HttpTransport;
  timeoutMs: number;
  /** Where the 3-D Secure page posts its result when the caller gives no responseUrl. */
  merchantResponseUrl: string;
}

/** FAC's classic XML API over HTTP (reference sections 2.1-2.11): the real gateway or the local sandbox. */
export class FacGateway implements PaymentGateway {
  readonly name = 'FAC' as const;

  constructor(private readonly o: FacGatewayOptions) {}

  get timeoutMs() {
    return this.o.timeoutMs;
  }

  /** POSTs one operation and gives its parsed reply root; every failure is a GatewayError. */
  private async send(op: FacOperation, xml: string): Promise<Record<string, unknown>> {
    const answer = await this.o.transport(this.o.endpoint + op, xml, 'text/xml; charset=utf-8', this.o.timeoutMs);
    // FAC's own answers have come with 201 (the recorded mocks): any 2xx carries an answer to read.
    if (answer.status < 200 || answer.status > 299) throw new GatewayError('http', `FAC answered HTTP ${answer.status} to ${op}.`);
    return rootOf(parseFacXml(answer.body), `${op}Response`);
  }

  async startAuthentication(input: StartAuthenticationInput): Promise<StartAuthenticationResult> {
    const responseUrl = input.responseUrl ?? this.o.merchantResponseUrl;
    const root = await this.send('Authorize3DS', authorize3dsXml(this.o.credentials, input, responseUrl));
    const code = text(root, 'ResponseCode');
    const description = text(root, 'ResponseCodeDescription');
    if (/^0+$/.test(code)) {
      const html = text(root, 'HTMLFormData');
      if (html === '') throw new GatewayError('malformed', 'FAC issued no 3-D Secure page.');
      return { kind: 'html', orderId: input.orderId, html };
    }
    if (!/^\d+$/.test(code)) throw new GatewayError('malformed', 'FAC answered Authorize3DS without a ResponseCode.');
    // Authorize3DS refusals are unsigned and carry a code and a sentence only (reference 2.7).
    const reason = text(root, 'ReasonCode');
    const reasonCode = /^\d+$/.test(reason) ? Number(reason) : Number(code);
    return { kind: 'result', ...unheldResult(input.orderId, 'error', 3, reasonCode, description) };
  }

  /**
   * The merchant POST's signature covers only password, merchant, acquirer and order number: its ResponseCode
   * and the rest could be relabelled in the shopper's browser. So once the POST is known to be FAC's, the result
   * is FAC's own status of that order; when that cannot be had, the result is pending (the shop asks again later).
   */
  async parseAuthenticationResponse(fields: Record<string, string>): Promise<GatewayResult> {
    const posted = parseMerchantPost(this.o.credentials, fields);
    try {
      return withPostedDetails(await this.status(posted.orderId), posted);
    } catch (err) {
      if (!isGatewayError(err)) throw err;
      return { ...posted, ...BEING_CHECKED, authorizedCents: 0, authorizationNumber: null };
    }
  }

  async authorize(input: AuthorizeInput): Promise<GatewayResult> {
    const root = await this.send('Authorize', authorizeXml(this.o.credentials, input));
    return parseAuthorizeResult(this.o.credentials, root, input.orderId);
  }

  async status(orderId: string): Promise<GatewayResult> {
    const root = await this.send('TransactionStatus', statusXml(this.o.credentials, orderId));
    if (!child(root, 'CreditCardTransactionResults')) throw new GatewayError('malformed', 'FAC answered a status without results.');
    return parseStatusResult(this.o.credentials, root, orderId);
  }

  capture = (orderId: string, amountCents: number) => this.modify(orderId, 'capture', amountCents);
  refund = (orderId: string, amountCents: number) => this.modify(orderId, 'refund', amountCents);
  reverse = (orderId: string, amountCents: number) => this.modify(orderId, 'reverse', amountCents);

  private async modify(orderId: string, kind: ModificationKind, amountCents: number): Promise<ModificationResult> {
    const root = await this.send('TransactionModification', modificationXml(this.o.credentials, orderId, kind, amountCents));
    return parseModificationResult(root, orderId, kind, amountCents);
  }
}
