import { responseSignature } from '../signature.js';
import { buildFacXml } from '../xml.js';
import type { SandboxMerchant } from './validate.js';

/** An authorisation result as the sandbox answers it (AuthorizeResponse and TransactionStatusResponse). */
export interface AuthResult {
  orderNumber: string;
  responseCode: string;
  reasonCode: string;
  reasonDescription: string;
  authCode: string;
  cvv2Result: string;
  originalResponseCode: string;
  maskedCard: string;
  referenceNumber: string;
  customData: string;
}

/** Signed with the 4-field formula when approved or declined; `badSignature` is the injected fault. */
export function authResponseXml(
  root: 'AuthorizeResponse' | 'TransactionStatusResponse',
  m: SandboxMerchant,
  r: AuthResult,
  badSignature = false,
): string {
  const signed = r.responseCode === '1' || r.responseCode === '2' || badSignature;
  const signature = responseSignature({ ...m, orderNumber: r.orderNumber });
  return buildFacXml(root, {
    AcquirerId: m.acquirerId,
    CreditCardTransactionResults: {
      AuthCode: r.authCode,
      CVV2Result: r.cvv2Result,
      OriginalResponseCode: r.originalResponseCode,
      PaddedCardNumber: r.maskedCard,
      ReasonCode: r.reasonCode,
      ReasonCodeDescription: r.reasonDescription,
      ReferenceNumber: r.referenceNumber,
      ResponseCode: r.responseCode,
    },
    CustomData: r.customData,
    MerchantId: m.merchantId,
    OrderNumber: r.orderNumber,
    Signature: signed ? (badSignature ? tamper(signature) : signature) : '',
    SignatureMethod: 'SHA1',
  });
}

/** A valid-looking signature that is not the right one. */
export const tamper = (signature: string): string => (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);

/** An authorisation refused before any card check: ResponseCode 3 and the reason, unsigned. */
export const refusedAuthXml = (
  root: 'AuthorizeResponse' | 'TransactionStatusResponse',
  m: SandboxMerchant,
  orderNumber: string,
  reasonCode: number,
  description: string,
  badSignature = false,
): string =>
  authResponseXml(
    root,
    m,
    {
    orderNumber,
    responseCode: '3',
    reasonCode: String(reasonCode),
    reasonDescription: description,
    authCode: '',
    cvv2Result: '',
    originalResponseCode: '',
    maskedCard: '',
    referenceNumber: '',
    customData: '',
    },
    badSignature,
  );

/** Authorize3DSResponse: code 0 with the page, or the refusal's reason code and sentence (unsigned). */
export const authorize3dsXml = (code: string, description: string, html: string): string =>
  buildFacXml('Authorize3DSResponse', { HTMLFormData: html, ResponseCode: code, ResponseCodeDescription: description, TokenizedPAN: '' });

export const modificationXml = (m: SandboxMerchant, orderNumber: string, ok: boolean, reasonCode = ok ? 1101 : 1100): string =>
  buildFacXml('TransactionModificationResponse', {
    AcquirerId: m.acquirerId,
    MerchantId: m.merchantId,
    OrderNumber: orderNumber,
    OriginalResponseCode: ok ? '00' : '',
    ReasonCode: String(reasonCode),
    ReasonCodeDescription: ok ? 'Success' : 'Failed',
    ResponseCode: ok ? '1' : '3',
  });
