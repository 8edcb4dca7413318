import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AMOUNT_MISMATCH_MESSAGE } from '@shop/contracts/checkout';
import { Status } from '@shop/contracts/status';
import { products } from '../../db/schema/catalogue.js';
import { orderEvents, orderItems, orders } from '../../db/schema/orders.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { amountOf, card, confirmRequest, payFor, pickProduct, reserveRequest, VISA_DECLINE, type Line } from '../../test/checkout-flow.js';

let shop: TestShop;
let shopper: Session;
let lines: Line[];

beforeAll(async () => {
  shop = await startShop({ env: { FAC_TIMEOUT_MS: '1000' } });
  shopper = await shop.signIn('shopper');
  const [a, b] = await pickProduct(shop.db, 10);
  lines = [
    { ...a!, quantity: 2 },
    { ...b!, quantity: 1 },
  ];
});
afterAll(() => shop.close());

const stock = async (productid: number) =>
  (await shop.db.select({ q: products.quantity }).from(products).where(eq(products.productid, productid)))[0]!.q;

describe('confirmcart', () => {
  it('turns an approved 3-D Secure hold into the order, its items and events, and mails the PDF receipt', async () => {
    const before = await stock(lines[0]!.productid);
    const paid = await payFor(shop, shopper, lines);
    expect(paid.message).toMatchObject({ type: 'fac-3ds-result', orderid: paid.orderid, responsecode: 1, reasoncode: 1 });
    const status = await shop.call('processcard', { action: 'TRANSACTIONSTATUS', orderid: paid.orderid }, shopper);
    expect(status.status).toBe(Status.OK);
    expect(status.data).toMatchObject({ reasoncode: 1, responsecode: 1, amount: amountOf(lines), cardnumber: 'XXXXXXXXXXXX1111' });
    expect(status.data.authorizationnumber).not.toBe('');

    const res = await shop.call('confirmcart', confirmRequest(paid.orderid, lines), shopper);
    expect(res.status, res.statusMessage).toBe(Status.OK);
    expect(res.data.orderid).toBe(paid.orderid);
    expect(res.data.confirmationnumber).toMatch(/^[A-Z2-9]{10}$/);
    expect(res.data.filename).toMatch(/^receipt-[A-Z0-9]+-[0-9a-f]{32}\.pdf$/);

    const [order] = await shop.db.select().from(orders).where(eq(orders.orderid, paid.orderid));
    expect(order).toMatchObject({
      status: 'UNPROCESSED',
      guestFirstname: 'Ann Marie',
      cardType: 'visa',
      cardLast4: '1111',
      totalCents: Math.round(amountOf(lines) * 100),
      depositCents: Math.round(amountOf(lines) * 100),
      airportid: 'SIA',
      direction: 'D',
    });
    expect(order!.authorizationNumber).toBe(status.data.authorizationnumber);
    const items = await shop.db.select().from(orderItems).where(eq(orderItems.orderid, paid.orderid));
    expect(items.map((i) => [i.productid, i.quantity, i.vendorid])).toEqual(lines.map((l) => [l.productid, l.quantity, l.vendorid]));
    const events = await shop.db.select().from(orderEvents).where(eq(orderEvents.orderid, paid.orderid));
    // The age check of a cart of spirits (decision 0130) is recorded beside the status moves, without a status.
    expect(events.filter((e) => e.fromStatus !== null || e.toStatus !== null).map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'HELD'],
      ['HELD', 'CONFIRMED'],
      [null, 'UNPROCESSED'],
    ]);
    // The stock stays sold: taken at reservation, never given back.
    expect(await stock(lines[0]!.productid)).toBe(before - 2);

    const mail = (await shop.outbox()).find((m) => m.includes(`Your order ${paid.orderid} is confirmed`));
    expect(mail).toContain('To: ann.brown@example.com');
    expect(mail).toMatch(/Content-Type: application\/pdf; name=receipt-/);
  });

  it('answers the same order to a repeated and to concurrent confirms', async () => {
    const paid = await payFor(shop, shopper, lines);
    const req = confirmRequest(paid.orderid, lines);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => shop.call('confirmcart', req, shopper)));
    const again = await shop.call('confirmcart', req, shopper);
    for (const r of [a, b, c, again]) expect(r!.status, r!.statusMessage).toBe(Status.OK);
    expect(new Set([a, b, c, again].map((r) => r!.data.confirmationnumber)).size).toBe(1);
    expect(await shop.db.select().from(orders).where(eq(orders.orderid, paid.orderid))).toHaveLength(1);
    const mails = (await shop.outbox()).filter((m) => m.includes(`Your order ${paid.orderid} is confirmed`));
    expect(mails).toHaveLength(1);
  });

  it('keeps a paid or placed order from being paid again or cancelled here, with 7', async () => {
    const paid = await payFor(shop, shopper, lines);
    const again = await shop.call('holdfunds', { orderid: paid.orderid, transactioncode: 0, amount: amountOf(lines), creditcard: card() }, shopper);
    expect(again.status).toBe(Status.CONFLICT);
    expect(again.statusMessage).toBe(`The order ${paid.orderid} is already paid. Please confirm it.`);
    // reservecart with reset N finds the paid reservation again, so the web client confirms instead of paying twice.
    const found = await shop.call('reservecart', reserveRequest(lines), shopper);
    expect(found.data.orderid).toBe(paid.orderid);
    expect((await shop.call('confirmcart', confirmRequest(paid.orderid, lines), shopper)).status).toBe(Status.OK);
    const cancel = await shop.call('cancelcart', { orderid: paid.orderid }, shopper);
    expect(cancel.status).toBe(Status.CONFLICT);
    expect(cancel.statusMessage).toBe(`The order ${paid.orderid} is already placed and cannot be cancelled here.`);
    const status = await shop.call('processcard', { action: 'TRANSACTIONSTATUS', orderid: paid.orderid }, shopper);
    expect(status.data.reasoncode).toBe(1);
  });

  it('refuses a declined card with 113 and the reason, and cancelcart puts the stock back', async () => {
    const before = await stock(lines[0]!.productid);
    const paid = await payFor(shop, shopper, lines, 'approve', VISA_DECLINE);
    expect(paid.message).toMatchObject({ responsecode: 2, reasoncode: 2 });
    expect(await stock(lines[0]!.productid)).toBe(before - 2);
    const res = await shop.call('confirmcart', confirmRequest(paid.orderid, lines), shopper);
    expect(res.status).toBe(Status.CARD_PAYMENT_FAILED);
    expect(res.statusMessage).toBe('Transaction is declined.');
    const cancelled = await shop.call('cancelcart', { orderid: paid.orderid }, shopper);
    expect(cancelled.status).toBe(Status.OK);
    expect(await stock(lines[0]!.productid)).toBe(before);
    // Cancelling twice changes nothing more.
    await shop.call('cancelcart', { orderid: paid.orderid }, shopper);
    expect(await stock(lines[0]!.productid)).toBe(before);
  });

  it('refuses a cancelled 3-D Secure check with the reason the gateway gives', async () => {
    const paid = await payFor(shop, shopper, lines, 'cancel');
    expect(paid.message).toMatchObject({ responsecode: 3, reasoncode: 36 });
    const res = await shop.call('confirmcart', confirmRequest(paid.orderid, lines), shopper);
    expect(res.status).toBe(Status.CARD_PAYMENT_FAILED);
    expect(res.statusMessage).toBe('Cardholder cancelled the request');
    await shop.call('cancelcart', { orderid: paid.orderid }, shopper);
  });

  it('refuses with the mismatch message when the authorised amount differs from the total', async () => {
    const paid = await payFor(shop, shopper, lines);
    const real = shop.app.deps.gateway;
    shop.app.deps.gateway = Object.assign(Object.create(real), {
      status: async (id: string) => ({ ...(await real.status(id)), authorizedCents: 1 }),
    });
    try {
      const res = await shop.call('confirmcart', confirmRequest(paid.orderid, lines), shopper);
      expect(res.status).toBe(Status.CARD_PAYMENT_FAILED);
      expect(res.statusMessage).toBe(AMOUNT_MISMATCH_MESSAGE);
    } finally {
      shop.app.deps.gateway = real;
    }
    await shop.call('cancelcart', { orderid: paid.orderid }, shopper);
  });

  it('refuses a cart that differs from the reservation, and an unknown order with 18', async () => {
    const paid = await payFor(shop, shopper, lines);
    const changed = confirmRequest(paid.orderid, [{ ...lines[0]!, quantity: 5 }]);
    const res = await shop.call('confirmcart', changed, shopper);
    expect(res.status).toBe(Status.INVALID_REQUEST);
    expect(res.statusMessage).toBe('The cart changed since the payment started. Please place the order again.');
    const unknown = await shop.call('confirmcart', confirmRequest('SIA999999', lines), shopper);
    expect(unknown.status).toBe(Status.RESERVATION_EXPIRED);
    await shop.call('cancelcart', { orderid: paid.orderid }, shopper);
  });

  it('names the guest fields with the specification texts', async () => {
    const req = { ...confirmRequest('SIA100001', lines), guest: { firstname: '', lastname: 'Brown', email: 'x', phone: '' } };
    const res = await shop.call('confirmcart', req, shopper);
    expect(res.status).toBe(Status.INVALID_REQUEST);
    expect(res.statusMessage).toContain('First Name is Required.');
    const mail = await shop.call('confirmcart', { ...req, guest: { ...guestOk, email: 'not-an-email' } }, shopper);
    expect(mail.statusMessage).toContain('Please enter a valid email address.');
    const phone = await shop.call('confirmcart', { ...req, guest: { ...guestOk, phone: '' } }, shopper);
    expect(phone.statusMessage).toContain('Phone Number is Required.');
  });
});

const guestOk = { firstname: 'Ann', lastname: 'Brown', email: 'a@b.co', phone: '8765550123' };

describe('holdfunds', () => {
  it('answers the 3-D Secure page for the popup', async () => {
    const paid = await payFor(shop, shopper, lines, 'cancel');
    expect(paid.held.status).toBe(Status.OK);
    expect(paid.held.data.html).toContain('<form');
    expect(paid.held.data.amount).toBe(amountOf(lines));
    await shop.call('cancelcart', { orderid: paid.orderid }, shopper);
  });

  it('refuses bad cards with the specification texts', async () => {
    const reserve = await shop.call('reservecart', reserveRequest(lines), shopper);
    const orderid = reserve.data.orderid;
    const hold = (c: object) => shop.call('holdfunds', { orderid, transactioncode: 0, amount: amountOf(lines), creditcard: { ...card(), ...c } }, shopper);
    expect((await hold({ cardnumber: '4111111111111112' })).statusMessage).toBe('Please Enter a valid Card Number.');
    expect((await hold({ cardnumber: '' })).statusMessage).toContain('Card Number is Required.');
    expect((await hold({ cardnumber: '5500000000000004' })).statusMessage).toBe('Please Enter a valid Card Number.');
    expect((await hold({ expirydate: '0120' })).statusMessage).toBe('Please Enter a valid Expiry Date.');
    expect((await hold({ expirydate: '13' })).statusMessage).toContain('Please Enter a valid Expiry Date.');
    expect((await hold({ cvv: '12' })).statusMessage).toContain('Please Enter a valid CVV.');
    expect((await hold({ cvv: '' })).statusMessage).toContain('CVV is Required.');
    expect((await hold({ cardholder: ' Ann' })).statusMessage).toContain('Card Holder is Required.');
    expect((await hold({ cardholder: '' })).statusMessage).toContain('Card Holder is Required.');
    const wrongAmount = await shop.call('holdfunds', { orderid, transactioncode: 0, amount: 1, creditcard: card() }, shopper);
    expect(wrongAmount.status).toBe(Status.AMOUNT_CHANGED);
    await shop.call('cancelcart', { orderid }, shopper);
    const after = await hold({});
    expect(after.status).toBe(Status.RESERVATION_EXPIRED);
  });
});
