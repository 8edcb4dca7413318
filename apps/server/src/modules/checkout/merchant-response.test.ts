import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { paymentAttempts } from '../../db/schema/checkout.js';
import { facSandboxOf } from '../../payments/register.js';
import { MERCHANT_RESPONSE_PATH } from '../../payments/gateway.js';
import { amountOf, card, confirmRequest, injectPoster, reserveRequest, startShopWithOneLine, VISA_DECLINE } from '../../test/checkout-flow.js';
import { firstForm } from '../../bench/three-ds-browser.js';

let { shop, shopper, lines } = {} as Awaited<ReturnType<typeof startShopWithOneLine>>;
const faults = () => facSandboxOf(shop.app)!.faults;

beforeAll(async () => {
  ({ shop, shopper, lines } = await startShopWithOneLine());
});
afterAll(() => shop.close());
beforeEach(() => faults().clear());

/** Reserves, starts 3-D Secure with `cardnumber` and answers the bank's page: the signed result form the browser would post. */
async function signedResult(cardnumber?: string) {
  const orderid = (await shop.call('reservecart', reserveRequest(lines, { reset: 'Y' }), shopper)).data.orderid as string;
  const held = await shop.call('holdfunds', { orderid, transactioncode: 0, amount: amountOf(lines), creditcard: card(cardnumber) }, shopper);
  const post = injectPoster(shop.app);
  // The popup opens the gateway's page at its one-time address, in the frame of the shop's window.
  const page = await shop.app.inject({ method: 'GET', url: `${held.data.url as string}/bank` });
  const start = firstForm(page.body);
  const decision = firstForm(await post(start.action, start.fields));
  return { orderid, fields: firstForm(await post(decision.action, { decision: 'approve' })).fields };
}

const postBack = (fields: Record<string, string>) =>
  shop.app.inject({
    method: 'POST',
    url: MERCHANT_RESPONSE_PATH,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const attemptsOf = async (orderid: string) => {
  const all = await shop.db.select().from(paymentAttempts);
  return all.filter((a) => a.gatewayOrderId.startsWith(`${orderid}-`));
};

describe('the 3-D Secure return page', () => {
  it('shows and keeps the gateway’s own result when a declined result is relabelled approved', async () => {
    const { orderid, fields } = await signedResult(VISA_DECLINE);
    expect(fields.ResponseCode).toBe('2');
    const relabelled = { ...fields, ResponseCode: '1', ReasonCode: '1', ReasonCodeDesc: 'Transaction is approved.', AuthCode: '123456' };
    const res = await postBack(relabelled);
    expect(res.body).not.toContain('Payment authorised');
    expect(res.body).toContain('&quot;reasoncode&quot;:2');
    const [a] = await attemptsOf(orderid);
    expect(a).toMatchObject({ state: 'DECLINED', responseCode: 2, reasonCode: 2 });
    expect((await shop.call('confirmcart', confirmRequest(orderid, lines), shopper)).status).toBe(Status.CARD_PAYMENT_FAILED);
  });

  it('says the payment is being checked, and keeps nothing, when the gateway’s status cannot be had', async () => {
    const { orderid, fields } = await signedResult();
    expect(fields.ResponseCode).toBe('1');
    faults().next('http500', 'TransactionStatus');
    const res = await postBack(fields);
    expect(res.body).not.toContain('Payment authorised');
    expect(res.body).toContain('The payment is being checked with your bank.');
    expect(res.body).toContain('&quot;reasoncode&quot;:999');
    const [a] = await attemptsOf(orderid);
    expect(a).toMatchObject({ state: 'STARTED', responseCode: null, reasonCode: null });
    // The shop asks again: the gateway's own answer is the approval, and the order can be placed.
    expect((await shop.call('processcard', { action: 'TRANSACTIONSTATUS', orderid }, shopper)).data.reasoncode).toBe(1);
    expect((await shop.call('confirmcart', confirmRequest(orderid, lines), shopper)).status).toBe(Status.OK);
  });

  it('shows a genuine approval as approved', async () => {
    const { orderid, fields } = await signedResult();
    const res = await postBack(fields);
    expect(res.body).toContain('Payment authorised');
    const [a] = await attemptsOf(orderid);
    expect(a).toMatchObject({ state: 'APPROVED', responseCode: 1 });
  });
});
