import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte } from 'drizzle-orm';
import { ageTexts } from '@shop/contracts/age-rules';
import { Status } from '@shop/contracts/status';
import type { Db } from '../../db/client.js';
import { categories, products, vendors } from '../../db/schema/catalogue.js';
import { users } from '../../db/schema/users.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { confirmRequest, payFor, type Line } from '../../test/checkout-flow.js';
import { addDays, airportDate } from '@shop/contracts/airport-time';

let shop: TestShop;
let spirit: Line;
let coffee: Line;

/** A product of the SIA departures stores with stock, in a restricted category or not. */
async function lineOf(db: Db, restricted: boolean): Promise<Line> {
  const [p] = await db
    .select({ productid: products.productid, productname: products.productname, unitcostCents: products.unitcostCents, taxrateBp: products.taxrateBp, vendorid: products.vendorid })
    .from(products)
    .innerJoin(categories, eq(categories.categoryid, products.categoryid))
    .innerJoin(vendors, eq(vendors.vendorid, products.vendorid))
    .where(and(eq(categories.restricted, restricted), eq(vendors.airportid, 'SIA'), eq(vendors.direction, 'D'), eq(products.status, 'A'), gte(products.quantity, 30), eq(vendors.loungeoperator, false)))
    .orderBy(products.productid)
    .limit(1);
  return { ...p!, quantity: 1 };
}

const today = () => airportDate(new Date());
/** The date of birth of someone who turns 18 today at the airport. */
const eighteenToday = () => `${Number(today().slice(0, 4)) - 18}${today().slice(4)}`;

beforeAll(async () => {
  shop = await startShop();
  spirit = await lineOf(shop.db, true);
  coffee = await lineOf(shop.db, false);
});
afterAll(() => shop.close());

/** Pays for the lines and confirms with the given buyer fields (no date of birth unless given). */
async function buy(s: Session, lines: Line[], buyer: { dateofbirth?: string } = {}) {
  const paid = await payFor(shop, s, lines);
  const { dateofbirth: _adult, ...req } = confirmRequest(paid.orderid, lines);
  return { orderid: paid.orderid, res: await shop.call('confirmcart', { ...req, ...buyer }, s) };
}

describe('getagecheck', () => {
  it('says whether the cart holds alcohol or tobacco, with the subscriber’s kept date of birth', async () => {
    const shopper = await shop.signIn('shopper');
    expect((await shop.send('getagecheck', { productids: [spirit.productid, coffee.productid] }, shopper)).data).toEqual({ restricted: 'Y', dateofbirth: '1990-04-12', minimumage: 18 });
    expect((await shop.send('getagecheck', { productids: [coffee.productid] }, shopper)).data).toMatchObject({ restricted: 'N' });
    // The shared guest account keeps no date of birth.
    expect((await shop.send('getagecheck', { productids: [spirit.productid] }, await shop.guest())).data).toMatchObject({ restricted: 'Y', dateofbirth: '' });
  });

  it('is refused to staff without the shopper role', async () => {
    const res = await shop.send('getagecheck', { productids: [spirit.productid] }, await shop.signIn('vendor'));
    expect(res.status).toBe(Status.FORBIDDEN);
  });
});

describe('confirmcart age check', () => {
  it('refuses spirits without a date of birth, and to a buyer who turns 18 tomorrow, with 29 and a plain sentence', async () => {
    const guest = await shop.guest();
    const none = await buy(guest, [spirit]);
    expect(none.res).toMatchObject({ status: Status.AGE_CHECK_FAILED, statusMessage: ageTexts.birthDateRequired });
    const young = await shop.call('confirmcart', { ...confirmRequest(none.orderid, [spirit]), dateofbirth: addDays(eighteenToday(), 1) }, guest);
    expect(young).toMatchObject({ status: Status.AGE_CHECK_FAILED, statusMessage: ageTexts.underAge });
    const bad = await shop.call('confirmcart', { ...confirmRequest(none.orderid, [spirit]), dateofbirth: '2001-02-30' }, guest);
    expect(bad).toMatchObject({ status: Status.AGE_CHECK_FAILED, statusMessage: ageTexts.birthDateInvalid });
    // Refused before the order exists: no order for a minor.
    expect((await shop.call('getorders', { page: 1 }, guest)).data?.orders ?? []).not.toContainEqual(expect.objectContaining({ orderid: none.orderid }));
  });

  it('places the order for a buyer who is 18 today, marked for the ID check with the age check on its timeline', async () => {
    const guest = await shop.guest();
    const { orderid, res } = await buy(guest, [spirit, coffee], { dateofbirth: eighteenToday() });
    expect(res.status).toBe(0);
    const lounge = await shop.signIn('lounge');
    const o = await shop.call('getorder', { orderid }, lounge);
    expect(o.data.order.agecheck).toBe(true);
    expect(o.data.events).toContainEqual(expect.objectContaining({ action: 'AGECHECK', who: 'guest' }));
  });

  it('needs no date of birth for goods that are not restricted', async () => {
    const { orderid, res } = await buy(await shop.guest(), [coffee]);
    expect(res.status).toBe(0);
    expect((await shop.call('getorder', { orderid }, await shop.signIn('lounge'))).data.order.agecheck).toBe(false);
  });

  it('keeps a subscriber’s date of birth after the first order, so the next one needs none', async () => {
    await shop.db.update(users).set({ dateOfBirth: null }).where(eq(users.username, 'traveller'));
    const traveller = await shop.signIn('traveller');
    expect((await buy(traveller, [spirit])).res.statusMessage).toBe(ageTexts.birthDateRequired);
    expect((await buy(traveller, [spirit], { dateofbirth: '1986-09-30' })).res.status).toBe(0);
    expect((await buy(traveller, [spirit])).res.status).toBe(0);
    const [u] = await shop.db.select({ dob: users.dateOfBirth }).from(users).where(eq(users.username, 'traveller'));
    expect(u!.dob).toBe('1986-09-30');
  });
});
