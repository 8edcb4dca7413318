import { describe, expect, it } from 'vitest';
import { GatewayError } from '../gateway.js';
import { parseAuthorizeResult, parseMerchantPost, parseModificationResult, rootOf } from './results.js';
import { parseFacXml } from './xml.js';

const creds = { merchantId: '88800000', password: 'p4ssw0rd', acquirerId: '464748' };

// The reference's reconstructed AuthorizeResponse (2.6), with a prefixed namespace to prove local-name parsing.
const approved = (signature: string) => `<fac:AuthorizeResponse xmlns:fac="http://schemas.firstatlanticcommerce.com/gateway/data">
  <fac:AcquirerId>464748</fac:AcquirerId>
  <fac:CreditCardTransactionResults>
    <fac:AVSResult/><fac:AuthCode>123456</fac:AuthCode><fac:CVV2Result>M</fac:CVV2Result>
    <fac:OriginalResponseCode>00</fac:OriginalResponseCode><fac:PaddedCardNumber>XXXXXXXXXXXX1111</fac:PaddedCardNumber>
    <fac:ReasonCode>1</fac:ReasonCode><fac:ReasonCodeDescription>Transaction is approved.</fac:ReasonCodeDescription>
    <fac:ReferenceNumber>307916543749</fac:ReferenceNumber><fac:ResponseCode>1</fac:ResponseCode><fac:TokenizedPAN/>
  </fac:CreditCardTransactionResults>
  <fac:CustomData>{"amountCents":2550}</fac:CustomData>
  <fac:MerchantId>88800000</fac:MerchantId><fac:OrderNumber>SIA-000123</fac:OrderNumber>
  <fac:Signature>${signature}</fac:Signature><fac:SignatureMethod>SHA1</fac:SignatureMethod>
</fac:AuthorizeResponse>`;

const parse = (xml: string) => parseAuthorizeResult(creds, rootOf(parseFacXml(xml), 'AuthorizeResponse'), 'SIA-000123');

describe('FAC answers', () => {
  it('reads a signed approval', () => {
    expect(parse(approved('ayj2+rfMwTpgWQpnyWG/UElWh5E='))).toEqual({
      orderId: 'SIA-000123',
      outcome: 'approved',
      responseCode: 1,
      reasonCode: 1,
      reasonDescription: 'Transaction is approved.',
      authorizedCents: 2550,
      authorizationNumber: '123456',
      referenceNumber: '307916543749',
      originalResponseCode: '00',
      maskedCard: 'XXXXXXXXXXXX1111',
    });
  });

  it('refuses an approval with a wrong or missing signature', () => {
    expect(() => parse(approved('qx6W+o50NL4XlqH0+Z/eSx3qrCU='))).toThrow(expect.objectContaining({ kind: 'signature' }));
    expect(() => parse(approved(''))).toThrow(GatewayError);
  });

  it('refuses malformed XML and the wrong root', () => {
    expect(() => rootOf(parseFacXml('<AuthorizeResponse><ResponseCode>1</Respo'), 'AuthorizeResponse')).toThrow(
      expect.objectContaining({ kind: 'malformed' }),
    );
    expect(() => rootOf(parseFacXml('not xml at all'), 'AuthorizeResponse')).toThrow(expect.objectContaining({ kind: 'malformed' }));
    expect(() => rootOf(parseFacXml('<Other/>'), 'AuthorizeResponse')).toThrow(expect.objectContaining({ kind: 'malformed' }));
  });

  it('refuses an answer about another order', () => {
    const other = approved('ayj2+rfMwTpgWQpnyWG/UElWh5E=').replace('SIA-000123', 'SIA-000999');
    expect(() => parse(other)).toThrow(expect.objectContaining({ kind: 'malformed' }));
  });

  it('reads the 3-D Secure merchant POST and checks its signature and merchant', () => {
    const fields = {
      MerID: '88800000', AcqID: '464748', OrderID: 'SIA-000123', ResponseCode: '1', ReasonCode: '1',
      ReasonCodeDesc: 'Transaction is approved.', ReferenceNo: '307916543749', PaddedCardNo: 'XXXXXXXXXXXX1111',
      AuthCode: '123456', Signature: 'ayj2+rfMwTpgWQpnyWG/UElWh5E=', SignatureMethod: 'SHA1',
    };
    const r = parseMerchantPost(creds, fields);
    expect(r).toMatchObject({ outcome: 'approved', reasonCode: 1, authorizationNumber: '123456', authorizedCents: null });
    expect(() => parseMerchantPost(creds, { ...fields, Signature: 'AAAA' })).toThrow(expect.objectContaining({ kind: 'signature' }));
    expect(() => parseMerchantPost(creds, { ...fields, MerID: '99900000' })).toThrow(expect.objectContaining({ kind: 'signature' }));
    expect(() => parseMerchantPost(creds, { ...fields, ResponseCode: '' })).toThrow(expect.objectContaining({ kind: 'malformed' }));
    const cancelled = parseMerchantPost(creds, { ...fields, ResponseCode: '3', ReasonCode: '36', Signature: '', AuthCode: '' });
    expect(cancelled).toMatchObject({ outcome: 'cancelled', responseCode: 3, reasonCode: 36, authorizedCents: 0 });
  });

  it('reads modification answers', () => {
    const ok = rootOf(parseFacXml('<TransactionModificationResponse><ResponseCode>1</ResponseCode><ReasonCode>1101</ReasonCode><ReasonCodeDescription>Success</ReasonCodeDescription></TransactionModificationResponse>'), 'TransactionModificationResponse');
    expect(parseModificationResult(ok, 'A', 'capture', 100)).toMatchObject({ ok: true, reasonCode: 1101 });
    const failed = rootOf(parseFacXml('<TransactionModificationResponse><ResponseCode>3</ResponseCode><ReasonCode>1100</ReasonCode></TransactionModificationResponse>'), 'TransactionModificationResponse');
    expect(parseModificationResult(failed, 'A', 'refund', 100)).toMatchObject({ ok: false, responseCode: 3, reasonCode: 1100 });
  });
});
