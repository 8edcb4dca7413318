import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte } from 'drizzle-orm';
import { ageTexts } from '@shop/contracts/age-rules';
import { Status } from '@shop/contracts/status';
import { categories, products, vendors } from '../../db/schema/catalogue.js';
import { paymentAttempts, reservations } from '../../db/schema/checkout.js';
import { counterCardHolds } from '../../db/schema/counter.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { amountOf, confirmRequest, reserveRequest, type Line } from '../../test/checkout-flow.js';
import { checkedInOrder, signature } from '../../test/counter-flow.js';

let shop: TestShop;
let lounge: Session;
let spirit: Line;
const VISA = { cardtype: 'visa', cardholder: 'Ann Brown', cardnumber: '4111111111111111', expirydate: '1230', cvv: '123' };

beforeAll(async () => {
  shop = await startShop();
  lounge = await shop.signIn('lounge');
  const [p] = await shop.db
    .select({ productid: products.productid, productname: products.productname, unitcostCents: products.unitcostCents, taxrateBp: products.taxrateBp, vendorid: products.vendorid })
    .from(products)
    .innerJoin(categories, eq(categories.categoryid, products.categoryid))
    .innerJoin(vendors, eq(vendors.vendorid, products.vendorid))
    .where(and(eq(categories.restricted, true), eq(vendors.airportid, 'SIA'), eq(vendors.direction, 'D'), gte(products.quantity, 30)))
    .limit(1);
  spirit = { ...p!, quantity: 1 };
});
afterAll(() => shop.close());

/** A walk-in cash sale of a bottle of spirits, with or without the operator's word that ID was seen. */
async function walkInSale(idseen: 'Y' | 'N') {
  const req = reserveRequest([spirit], { reset: 'Y' });
  const reserved = await shop.call('reservecart', { ...req, reservation: { ...req.reservation, walkin: 'Y' } }, lounge);
  const orderid = reserved.data.orderid as string;
  const res = await shop.call('confirmcart', { ...confirmRequest(orderid, [spirit]), walkin: 'Y', signature: await signature(), paymentMethod: 'cash', currencycode: 'USD', exchangerate: 1, idseen }, lounge);
  return { orderid, res };
}

describe('walk-in confirmcart age check', () => {
  it('refuses alcohol without the operator’s word that ID was seen, with 29', async () => {
    const { res } = await walkInSale('N');
    expect(res).toMatchObject({ status: Status.AGE_CHECK_FAILED, statusMessage: ageTexts.idSeenRequired });
  });

  it('sells it once ID was seen, recording who saw it on the timeline', async () => {
    const { orderid, res } = await walkInSale('Y');
    expect(res.status).toBe(0);
    const o = await shop.call('getorder', { orderid }, lounge);
    expect(o.data.order.agecheck).toBe(true);
    expect(o.data.events).toContainEqual(expect.objectContaining({ action: 'AGECHECK', who: 'lounge', what: ageTexts.idSeenEvent }));
  });
});

describe('walk-in holdfunds age check', () => {
  it('holds nothing on the guest’s card for spirits until the operator has seen ID', async () => {
    const req = reserveRequest([spirit], { reset: 'Y' });
    const reserved = await shop.call('reservecart', { ...req, reservation: { ...req.reservation, walkin: 'Y' } }, lounge);
    const orderid = reserved.data.orderid as string;
    const hold = { orderid, transactioncode: 0, amount: amountOf([spirit]), creditcard: VISA };
    for (const idseen of [undefined, 'N']) {
      const refused = await shop.call('holdfunds', { ...hold, idseen }, lounge);
      expect(refused).toMatchObject({ status: Status.AGE_CHECK_FAILED, statusMessage: ageTexts.idSeenRequired });
    }
    const attempts = () => shop.db.select().from(paymentAttempts).innerJoin(reservations, eq(reservations.id, paymentAttempts.reservationId)).where(eq(reservations.orderid, orderid));
    expect(await attempts()).toEqual([]);
    const held = await shop.call('holdfunds', { ...hold, idseen: 'Y' }, lounge);
    expect(held.status, held.statusMessage).toBe(0);
    expect(held.data.url).toMatch(/^\/payments\//);
  });
});

describe('processorder CHECKOUTORDER age check', () => {
  it('refuses to hand over an order of spirits until ID was seen, then records who saw it', async () => {
    const { orderid } = await checkedInOrder(shop, await shop.signIn('shopper'), [spirit]);
    const request = { orderid, processaction: 'CHECKOUTORDER', amount: amountOf([spirit]), signature: await signature() };
    const refused = await shop.call('processorder', request, lounge);
    expect(refused).toMatchObject({ status: Status.AGE_CHECK_FAILED, statusMessage: ageTexts.idSeenRequired });
    expect((await shop.call('getorder', { orderid }, lounge)).data.order.status).toBe('CHECKED IN');
    const done = await shop.call('processorder', { ...request, idseen: 'Y' }, lounge);
    expect(done.status).toBe(0);
    const events = (await shop.call('getorder', { orderid }, lounge)).data.events;
    expect(events).toContainEqual(expect.objectContaining({ action: 'IDCHECK', who: 'lounge', what: ageTexts.idSeenEvent }));
  });
});

describe('holdrest age check', () => {
  it('holds nothing on the guest’s card for an order of spirits until ID was seen', async () => {
    const { orderid } = await checkedInOrder(shop, await shop.signIn('shopper'), [spirit]);
    // A second bottle at the counter: the rest above the deposit goes on the card.
    const request = { orderid, processaction: 'CHECKOUTORDER', amount: amountOf([spirit, spirit]), extraOrder: [{ productid: spirit.productid, quantity: 1 }], creditcard: VISA };
    const refused = await shop.call('holdrest', request, lounge);
    expect(refused).toMatchObject({ status: Status.AGE_CHECK_FAILED, statusMessage: ageTexts.idSeenRequired });
    expect(await shop.db.select().from(counterCardHolds).where(eq(counterCardHolds.orderid, orderid))).toEqual([]);
    const held = await shop.call('holdrest', { ...request, idseen: 'Y' }, lounge);
    expect(held.status, held.statusMessage).toBe(0);
    expect(await shop.db.select().from(counterCardHolds).where(eq(counterCardHolds.orderid, orderid))).toHaveLength(1);
  });
});
