import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { facSandboxOf } from '../../payments/register.js';
import type { Session, TestShop } from '../../test/harness.js';
import { amountOf, card, confirmRequest, injectPoster, payFor, reserveRequest, type Line } from '../../test/checkout-flow.js';
import { checkedInOrder, counterSetup, signature } from '../../test/counter-flow.js';
import { complete3ds } from '../../bench/three-ds-browser.js';
import { MODIFICATION_TRIES } from '../orders/card-modification.js';

// What the shopper and the staff are told when the card gateway fails: "did not answer" only when it did not;
// a hold the shop gave back is called released, never approved.
let shop: TestShop;
let shopper: Session;
let lounge: Session;
let lines: Line[];
let extra: Line;
const faults = () => facSandboxOf(shop.app)!.faults;
const NO_ANSWER = 'The payment service did not answer. Please try again later.';
const ERROR_ANSWER = 'The payment service answered with an error. Please try again later.';
const UNVERIFIED = 'The payment service answered, but its answer could not be verified. Please try again later.';

beforeAll(async () => {
  ({ shop, shopper, lounge, lines, extra } = await counterSetup());
  lines = lines.slice(0, 1);
});
afterAll(() => shop.close());
beforeEach(() => faults().clear());

const reserve = async () => (await shop.call('reservecart', reserveRequest(lines, { reset: 'Y' }), shopper)).data.orderid as string;
const hold = (orderid: string) => shop.call('holdfunds', { orderid, transactioncode: 0, amount: amountOf(lines), creditcard: card() }, shopper);
const status = (orderid: string) => shop.call('processcard', { action: 'TRANSACTIONSTATUS', orderid }, shopper);

describe('holdfunds', () => {
  for (const [kind, words] of [['http500', ERROR_ANSWER], ['malformed', ERROR_ANSWER]] as const) {
    it(`says the payment service answered with an error when its answer is ${kind}`, async () => {
      faults().next(kind, 'Authorize3DS');
      expect(await hold(await reserve())).toMatchObject({ status: Status.CARD_GATEWAY_ERROR, statusMessage: words });
    });
  }
});

describe('processcard TRANSACTIONSTATUS and confirmcart', () => {
  it('say an answer that is not FAC’s could not be verified, and "did not answer" only for no answer', async () => {
    const paid = await payFor(shop, shopper, lines);
    faults().next('signature', 'TransactionStatus');
    expect(await status(paid.orderid)).toMatchObject({ status: Status.CARD_GATEWAY_ERROR, statusMessage: UNVERIFIED });
    faults().next('http500', 'TransactionStatus');
    expect(await shop.call('confirmcart', confirmRequest(paid.orderid, lines), shopper)).toMatchObject({ statusMessage: ERROR_ANSWER });
  });

  it('say a hold given back was released, not approved', async () => {
    const paid = await payFor(shop, shopper, lines);
    expect((await status(paid.orderid)).data.reasoncode).toBe(1);
    expect((await shop.call('cancelcart', { orderid: paid.orderid }, shopper)).status).toBe(Status.OK);
    const released = `The card hold of USD $${amountOf(lines).toFixed(2)} was released.`;
    expect((await status(paid.orderid)).data).toMatchObject({ responsecode: 3, reasoncode: 1101, reasondescription: released, amount: 0 });
    const confirm = await shop.call('confirmcart', confirmRequest(paid.orderid, lines), shopper);
    expect(confirm.status).toBe(Status.RESERVATION_EXPIRED);
    expect(confirm.statusMessage).toBe(`The reservation of order ${paid.orderid} was cancelled. Please place the order again. ${released}`);
  });
});

describe('holdrest and processorder CHECKOUTORDER at the counter', () => {
  it('say the payment service answered with an error, not that it did not answer', async () => {
    const { orderid } = await checkedInOrder(shop, shopper, lines);
    const final = amountOf([...lines, extra]);
    const request = { orderid, processaction: 'CHECKOUTORDER', idseen: 'Y', amount: final, extraOrder: [{ productid: extra.productid, quantity: 1 }] };
    faults().next('http500', 'Authorize3DS');
    expect(await shop.call('holdrest', { ...request, creditcard: card() }, lounge)).toMatchObject({ status: Status.CARD_GATEWAY_ERROR, statusMessage: ERROR_ANSWER });
    const held = await shop.call('holdrest', { ...request, creditcard: card() }, lounge);
    const page = await shop.app.inject({ method: 'GET', url: `${held.data.url as string}/bank` });
    await complete3ds(injectPoster(shop.app), page.body, 'approve');
    faults().next('malformed', 'TransactionStatus');
    const res = await shop.call('processorder', { ...request, signature: await signature(), paymentMethod: 'card', transactionid: held.data.transactionid }, lounge);
    expect(res).toMatchObject({ status: Status.CARD_GATEWAY_ERROR, statusMessage: ERROR_ANSWER });
  });
});

describe('updateorder CANCELORDER', () => {
  it('says the card payment service answered with an error when every try got an HTTP error', async () => {
    const { orderid } = await checkedInOrder(shop, shopper, lines);
    for (let i = 0; i < MODIFICATION_TRIES; i++) faults().next('http500', 'TransactionModification');
    const res = await shop.call('updateorder', { actiontype: 'CANCELORDER', orderid }, shopper);
    expect(res.status).toBe(Status.HELD_PAYMENT_REVERSAL_FAILED);
    expect(res.statusMessage).toBe(`The card payment of order ${orderid} could not be released: The card payment service answered with an error. Please try again.`);
    expect(res.statusMessage).not.toContain(NO_ANSWER);
  });
});
