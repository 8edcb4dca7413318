import { describe, expect, it } from 'vitest';
import type { HttpAnswer, HttpTransport } from '../http-transport.js';
import { FacGateway } from './fac-gateway.js';
import { responseSignature } from './signature.js';

// The answer shapes a public FAC client library recorded from the service (Strikewood and ShamarKellman
// omnipay-first-atlantic-commerce, tests/Mock/*.txt), rebuilt here with this test's own values: HTTP 201 with
// text/html, the default namespace, <ExtensionData/>, the <MerchangtId> typo, no OrderNumber in the approval,
// the flat unsigned modification answer and the bare, unsigned status answer.
const creds = { merchantId: '123', password: 'abc123', acquirerId: '464748' };
const ORDER = 'SIA-000123';
const NS = 'xmlns="http://schemas.firstatlanticcommerce.com/gateway/data"';
const signature = responseSignature({ ...creds, orderNumber: ORDER });

const results = (code: number, reason: number, description: string) => `<CreditCardTransactionResults>
        <ExtensionData/>
        <AVSResult/>
        <AuthCode>${code === 1 ? '123456' : ''}</AuthCode>
        <CVV2Result>M</CVV2Result>
        <OriginalResponseCode>${code === 1 ? '00' : '05'}</OriginalResponseCode>
        <PaddedCardNumber>XXXXXXXXXXXX1111</PaddedCardNumber>
        <ReasonCode>${reason}</ReasonCode>
        <ReasonCodeDescription>${description}</ReasonCodeDescription>
        <ReferenceNumber>307916543749</ReferenceNumber>
        <ResponseCode>${code}</ResponseCode>
        <TokenizedPAN/>
    </CreditCardTransactionResults>`;

const authorizeAnswer = (code: number, reason: number, description: string, sig = signature) => `<AuthorizeResponse ${NS}>
    <ExtensionData/>
    <AcquirerId>464748</AcquirerId>
    ${results(code, reason, description)}
    <MerchangtId>123</MerchangtId>
    <Signature>${sig}</Signature>
    <SignatureMethod>SHA1</SignatureMethod>
</AuthorizeResponse>`;

const bareStatus = (code: number, description: string, reason = '') => `<TransactionStatusResponse>
    <CreditCardTransactionResults>
        <ReasonCodeDescription>${description}</ReasonCodeDescription>
        <ReferenceNumber>307916543749</ReferenceNumber>${reason}
        <ResponseCode>${code}</ResponseCode>
    </CreditCardTransactionResults>
</TransactionStatusResponse>
`;

const modificationAnswer = (ok: boolean) => `<TransactionModificationResponse>
    <AcquirerId>464748</AcquirerId>
    <MerchantId>123</MerchantId>
    <OrderNumber>${ORDER}</OrderNumber>
    <OriginalResponseCode>${ok ? '00' : '1'}</OriginalResponseCode>
    <ReasonCode>${ok ? 1101 : 1100}</ReasonCode>
    <ReasonCodeDescription>${ok ? 'Success' : 'Failed'}</ReasonCodeDescription>
    <ResponseCode>${ok ? 1 : 3}</ResponseCode>
</TransactionModificationResponse>
`;

/** A gateway whose every call is answered `answer` (status 201 unless told), recording the operations asked. */
function gatewayAnswering(...answers: (string | HttpAnswer)[]) {
  const asked: string[] = [];
  const transport: HttpTransport = (url) => {
    asked.push(url.split('/').pop()!);
    const a = answers.length > 1 ? answers.shift()! : answers[0]!;
    return Promise.resolve(typeof a === 'string' ? { status: 201, body: a } : a);
  };
  const gateway = new FacGateway({ credentials: creds, endpoint: 'https://fac.example/PGServiceXML/', transport, timeoutMs: 1000, merchantResponseUrl: 'https://shop.example/payments/3ds-return' });
  return { gateway, asked };
}

const card = { number: '4111111111111111', holder: 'Jane Doe', expiry: '1230', cvv: '123' };

describe('the FAC client reads the recorded answer shapes', () => {
  it('reads the recorded approval: 201, default namespace, ExtensionData, MerchangtId, no OrderNumber', async () => {
    const { gateway } = gatewayAnswering(authorizeAnswer(1, 1, 'Transaction is approved.'));
    expect(await gateway.authorize({ orderId: ORDER, amountCents: 2550, card })).toMatchObject({
      outcome: 'approved', responseCode: 1, reasonCode: 1, authorizationNumber: '123456', referenceNumber: '307916543749', maskedCard: 'XXXXXXXXXXXX1111',
    });
  });

  it('reads the recorded decline', async () => {
    const { gateway } = gatewayAnswering(authorizeAnswer(2, 2, 'Transaction is declined.'));
    expect(await gateway.authorize({ orderId: ORDER, amountCents: 2550, card })).toMatchObject({ outcome: 'declined', reasonCode: 2, authorizationNumber: null });
  });

  it('still refuses an approval with a wrong signature, or none', async () => {
    const wrong = responseSignature({ ...creds, orderNumber: 'SIA-000999' });
    await expect(gatewayAnswering(authorizeAnswer(1, 1, 'Transaction is approved.', wrong)).gateway.authorize({ orderId: ORDER, amountCents: 2550, card })).rejects.toMatchObject({ kind: 'signature' });
    await expect(gatewayAnswering(authorizeAnswer(1, 1, 'Transaction is approved.', '')).gateway.authorize({ orderId: ORDER, amountCents: 2550, card })).rejects.toMatchObject({ kind: 'signature' });
  });

  it('reads any 2xx, with a byte-order mark, an XML declaration or a namespace prefix', async () => {
    const prefixed = authorizeAnswer(1, 1, 'Transaction is approved.')
      .replace(/<(\/?)(\w+)/g, '<$1fac:$2')
      .replace(NS, 'xmlns:fac="http://schemas.firstatlanticcommerce.com/gateway/data"');
    for (const body of [`\uFEFF${authorizeAnswer(1, 1, 'Transaction is approved.')}`, `<?xml version="1.0" encoding="utf-8"?>\r\n${prefixed}`]) {
      for (const status of [200, 201, 202]) {
        const { gateway } = gatewayAnswering({ status, body });
        expect(await gateway.authorize({ orderId: ORDER, amountCents: 2550, card })).toMatchObject({ outcome: 'approved' });
      }
    }
  });

  it('takes a non-2xx answer as an HTTP failure', async () => {
    for (const status of [199, 302, 404, 500]) {
      const { gateway } = gatewayAnswering({ status, body: authorizeAnswer(1, 1, 'Transaction is approved.') });
      await expect(gateway.authorize({ orderId: ORDER, amountCents: 2550, card })).rejects.toMatchObject({ kind: 'http' });
    }
  });

  it('reads the bare, unsigned status answer as the result it states', async () => {
    const approved = await gatewayAnswering(bareStatus(1, 'Transaction is approved.')).gateway.status(ORDER);
    expect(approved).toMatchObject({ outcome: 'approved', responseCode: 1, reasonCode: 1, referenceNumber: '307916543749', authorizedCents: null, authorizationNumber: null });
    const declined = await gatewayAnswering(bareStatus(2, 'Transaction is declined.')).gateway.status(ORDER);
    expect(declined).toMatchObject({ outcome: 'declined', responseCode: 2, reasonCode: 2, authorizedCents: 0 });
  });

  it('reads "No Response" as pending 999, with no ReasonCode or with another one', async () => {
    for (const reason of ['', '\n        <ReasonCode>5</ReasonCode>']) {
      const { gateway } = gatewayAnswering(bareStatus(3, 'No Response', reason));
      expect(await gateway.status(ORDER)).toMatchObject({ outcome: 'pending', responseCode: 3, reasonCode: 999, reasonDescription: 'No Response' });
    }
    const error = await gatewayAnswering(bareStatus(3, 'Unable to process transaction', '<ReasonCode>16</ReasonCode>')).gateway.status(ORDER);
    expect(error).toMatchObject({ outcome: 'error', reasonCode: 16 });
  });

  it('reads a full, signed status answer, and refuses one signed wrongly', async () => {
    const full = authorizeAnswer(1, 1, 'Transaction is approved.').replace(/AuthorizeResponse/g, 'TransactionStatusResponse');
    expect(await gatewayAnswering(full).gateway.status(ORDER)).toMatchObject({ outcome: 'approved', authorizationNumber: '123456' });
    const forged = full.replace(signature, responseSignature({ ...creds, password: 'guessed', orderNumber: ORDER }));
    await expect(gatewayAnswering(forged).gateway.status(ORDER)).rejects.toMatchObject({ kind: 'signature' });
  });

  it('reads the flat, unsigned modification answers', async () => {
    expect(await gatewayAnswering(modificationAnswer(true)).gateway.capture(ORDER, 2550)).toMatchObject({ ok: true, responseCode: 1, reasonCode: 1101, reasonDescription: 'Success' });
    expect(await gatewayAnswering(modificationAnswer(false)).gateway.reverse(ORDER, 2550)).toMatchObject({ ok: false, responseCode: 3, reasonCode: 1100 });
  });
});

describe('the 3-D Secure merchant POST', () => {
  const post = (over: Record<string, string> = {}) => ({
    MerID: '123', AcqID: '464748', OrderID: ORDER, ResponseCode: '1', ReasonCode: '1', ReasonCodeDesc: 'Transaction is approved.',
    ReferenceNo: '307916543749', PaddedCardNo: 'XXXXXXXXXXXX1111', AuthCode: '123456', Signature: signature, SignatureMethod: 'SHA1', ...over,
  });

  it('answers FAC’s own status, not the posted result: a decline relabelled approved stays declined', async () => {
    const { gateway, asked } = gatewayAnswering(bareStatus(2, 'Transaction is declined.'));
    expect(await gateway.parseAuthenticationResponse(post())).toMatchObject({ outcome: 'declined', responseCode: 2, reasonCode: 2 });
    expect(asked).toEqual(['TransactionStatus']);
  });

  it('keeps the POST’s auth code and card only for the approval FAC’s bare status confirms, same reference', async () => {
    const confirmed = await gatewayAnswering(bareStatus(1, 'Transaction is approved.')).gateway.parseAuthenticationResponse(post());
    expect(confirmed).toMatchObject({ outcome: 'approved', authorizationNumber: '123456', maskedCard: 'XXXXXXXXXXXX1111', referenceNumber: '307916543749' });
    const other = await gatewayAnswering(bareStatus(1, 'Transaction is approved.')).gateway.parseAuthenticationResponse(post({ ReferenceNo: '999999999999' }));
    expect(other).toMatchObject({ outcome: 'approved', authorizationNumber: null, maskedCard: null });
  });

  it('is pending, not approved, when FAC’s status cannot be had', async () => {
    const { gateway } = gatewayAnswering({ status: 500, body: '' });
    expect(await gateway.parseAuthenticationResponse(post())).toMatchObject({ outcome: 'pending', responseCode: 3, reasonCode: 999, authorizedCents: 0, authorizationNumber: null });
  });

  it('refuses a POST with a wrong signature without asking FAC', async () => {
    const { gateway, asked } = gatewayAnswering(bareStatus(1, 'Transaction is approved.'));
    await expect(gateway.parseAuthenticationResponse(post({ Signature: responseSignature({ ...creds, orderNumber: 'SIA-000999' }) }))).rejects.toMatchObject({ kind: 'signature' });
    expect(asked).toEqual([]);
  });
});
