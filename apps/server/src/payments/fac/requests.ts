import type { AuthorizeInput } from '../gateway.js';
import { amount12, currencyCodes, requestSignature } from './signature.js';
import { buildFacXml, type XmlElement } from './xml.js';

/** The merchant's FAC credentials; the password signs requests and is sent only in modification and status. */
export interface FacCredentials {
  merchantId: string;
  password: string;
  acquirerId: string;
}

export type FacOperation = 'Authorize' | 'Authorize3DS' | 'TransactionModification' | 'TransactionStatus';

/** FAC ModificationType: 1 capture, 2 refund, 3 reversal. */
export const modificationTypes = { capture: '1', refund: '2', reverse: '3' } as const;

/** TransactionCode 0: a plain authorisation, i.e. a funds hold captured later (reference 2.4). */
const HOLD = '0';

/** The shopper's IPv4 address as FAC takes it (max 15 characters); IPv6 is left out. */
function ipv4(ip: string | undefined): string | undefined {
  const v = ip?.replace(/^::ffff:/, '');
  return v && /^\d{1,3}(\.\d{1,3}){3}$/.test(v) ? v : undefined;
}

/** TransactionDetails in canonical (alphabetical) order, signed with the 6-field formula. */
function transactionDetails(c: FacCredentials, input: AuthorizeInput): XmlElement {
  const amount = amount12(input.amountCents);
  const currency = currencyCodes[input.currency ?? 'USD'];
  const ip = ipv4(input.ipAddress);
  return {
    AcquirerId: c.acquirerId,
    Amount: amount,
    Currency: currency,
    CurrencyExponent: '2',
    // Echoed by FAC in its answers: how the shop learns the held amount back (docs/decisions/0020).
    CustomData: JSON.stringify({ amountCents: input.amountCents }),
    ...(ip ? { IPAddress: ip } : {}),
    MerchantId: c.merchantId,
    OrderNumber: input.orderId,
    Signature: requestSignature({ ...c, orderNumber: input.orderId, amount12: amount, currency }),
    SignatureMethod: 'SHA1',
    TransactionCode: HOLD,
  };
}

function cardDetails(input: AuthorizeInput): XmlElement {
  return {
    CardCVV2: input.card.cvv,
    CardExpiryDate: input.card.expiry,
    CardNumber: input.card.number,
    Installments: '0',
  };
}

/** AuthorizeRequest: TransactionDetails then CardDetails (reference 2.5). */
export const authorizeXml = (c: FacCredentials, input: AuthorizeInput): string =>
  buildFacXml('AuthorizeRequest', { TransactionDetails: transactionDetails(c, input), CardDetails: cardDetails(input) });

/** Authorize3DSRequest: CardDetails, MerchantResponseURL, TransactionDetails (reference 2.7). */
export const authorize3dsXml = (c: FacCredentials, input: AuthorizeInput, responseUrl: string): string =>
  buildFacXml('Authorize3DSRequest', {
    CardDetails: cardDetails(input),
    MerchantResponseURL: responseUrl,
    TransactionDetails: transactionDetails(c, input),
  });

/** TransactionModificationRequest: flat, alphabetical, unsigned, password in the body (reference 2.9). */
export const modificationXml = (
  c: FacCredentials,
  orderId: string,
  kind: keyof typeof modificationTypes,
  amountCents: number,
): string =>
  buildFacXml('TransactionModificationRequest', {
    AcquirerId: c.acquirerId,
    Amount: amount12(amountCents),
    CurrencyExponent: '2',
    MerchantId: c.merchantId,
    ModificationType: modificationTypes[kind],
    OrderNumber: orderId,
    Password: c.password,
  });

/** TransactionStatusRequest (reference 2.10). */
export const statusXml = (c: FacCredentials, orderId: string): string =>
  buildFacXml('TransactionStatusRequest', {
    AcquirerId: c.acquirerId,
    MerchantId: c.merchantId,
    OrderNumber: orderId,
    Password: c.password,
  });
