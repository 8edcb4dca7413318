import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productTexts } from '@shop/contracts/catalogue-texts';
import { Status } from '@shop/contracts/status';
import { products } from '../../db/schema/catalogue.js';
import { STORE } from '../../seed/stores.js';
import { makeCategory, makeUser } from '../../test/fixtures.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';

let shop: TestShop;
let lounge: Session;
let vendor: Session;
let agent: Session;
let express: Session;
let parent: number;
const child: number[] = [];

beforeAll(async () => {
  shop = await startShop();
  lounge = await shop.signIn('lounge');
  vendor = await shop.signIn('vendor');
  agent = await shop.signIn('agent');
  await makeUser(shop.db, { username: 'coffeeboss', vendor: true, supervisor: true, vendorid: STORE.coffee });
  express = await shop.signIn('coffeeboss');
  const categoryid = await makeCategory(shop.db, 'Product Fixture Rum');
  const type = (await shop.send('updateclasstype', { actiontype: 'CREATE', classtypedescription: 'Fixture Size' }, lounge)).data!.id!;
  const cls = async (d: string) =>
    (await shop.send('updateclassification', { actiontype: 'CREATE', classtypeid: type, classificationdescription: d }, lounge)).data!.id!;
  const [a, b] = [await cls('Half'), await cls('Full')];
  const save = (product: object) => shop.send('updateproductmaster', { actiontype: 'CREATE', product }, lounge);
  parent = (await save({ productname: 'Zed Family Rum', categoryid, description: 'A family.', parent: 'Y', classtype1: type, vendors: [STORE.rum] })).data!.id!;
  child.push((await save({ productname: 'Zed Family Rum Half', description: 'Half bottle.', parentid: parent, classid1: a })).data!.id!);
  child.push((await save({ productname: 'Zed Family Rum Full', description: 'Full bottle.', parentid: parent, classid1: b })).data!.id!);
});
afterAll(() => shop.close());

const create = (masterproductid: number, session = vendor, extra: object = {}) =>
  shop.send('updateproduct', { actiontype: 'CREATE', productmaster: false, product: { masterproductid, quantity: 10, unitcost: 25.5, status: 'A', ...extra } }, session);
const storefront = async (search: string) =>
  (await shop.send('getproducts', { vendorid: STORE.rum, search }, lounge)).data!.products;

describe('updateproduct', () => {
  it('adds a master product to the store and shows the family in the storefront as one product with its siblings', async () => {
    const offered = async () => (await shop.send('getproductmaster', { sellable: 'Y', search: 'Zed Family' }, vendor)).data!.products.map((m) => m.productid);
    expect(new Set(await offered())).toEqual(new Set(child));
    const first = await create(child[0]!);
    expect(first).toMatchObject({ status: Status.OK, data: { message: productTexts.added } });
    // The Add Product picker offers only what the store does not sell yet (issue #32 item 12).
    expect(await offered()).toEqual([child[1]]);
    const second = await create(child[1]!, vendor, { unitcost: 40 });
    expect(second.status).toBe(Status.OK);
    expect(await offered()).toEqual([]);
    const shown = await storefront('Zed Family');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ productid: first.data!.id, unitcost: 25.5 });
    expect(shown[0]!.siblings).toEqual([{ productid: second.data!.id, productname: 'Zed Family Rum Full', unitcost: 40, quantity: 10 }]);
    const [row] = await shop.db.select().from(products).where(eq(products.productid, first.data!.id!));
    expect(row).toMatchObject({ vendorid: STORE.rum, categoryid: expect.any(Number), taxrateBp: 0, description: 'Half bottle.' });
  });

  it('refuses the same master product twice, a parent, and a store the master is not given to', async () => {
    expect((await create(child[0]!)).statusMessage).toBe('Zed Family Rum Half is already one of your products.');
    expect((await create(parent)).status).toBe(Status.INVALID_REQUEST);
    const other = await create(child[0]!, express);
    expect(other).toMatchObject({ status: Status.FORBIDDEN, statusMessage: 'Your store may not sell Zed Family Rum Half.' });
  });

  it('answers the section 5.1 sentences', async () => {
    const ask = (product: object) => shop.send('updateproduct', { actiontype: 'CREATE', product }, vendor);
    expect((await ask({ quantity: 1, unitcost: 1 })).statusMessage).toBe(productTexts.nameRequired);
    expect((await ask({ masterproductid: child[0], unitcost: 1 })).statusMessage).not.toBe('');
    expect((await ask({ masterproductid: child[0], quantity: 1, unitcost: 1.234 })).statusMessage).toBe(productTexts.unitcostInvalid);
  });

  it('deactivating takes the product out of the storefront and its sibling becomes the product shown', async () => {
    const [half] = await storefront('Zed Family Rum');
    const res = await shop.send('updateproduct', { actiontype: 'UPDATE', previousquantity: 10, product: { productid: half!.productid, quantity: 10, unitcost: 25.5, status: 'I' } }, vendor);
    expect(res).toMatchObject({ status: Status.OK, data: { message: productTexts.updated } });
    const shown = await storefront('Zed Family Rum');
    expect(shown.map((p) => p.productname)).toEqual(['Zed Family Rum Full']);
    expect(shown[0]!.siblings).toEqual([]);
  });

  it('refuses a stock change made on a stale quantity with a clear message, and records every change', async () => {
    const [full] = await storefront('Zed Family Rum Full');
    const id = full!.productid;
    const edit = (previousquantity: number, quantity: number) =>
      shop.send('updateproduct', { actiontype: 'UPDATE', previousquantity, product: { productid: id, quantity, unitcost: 40 } }, vendor);
    expect((await edit(10, 14)).status).toBe(Status.OK);
    const stale = await edit(10, 12);
    expect(stale.status).toBe(Status.CONFLICT);
    expect(stale.statusMessage).toBe(
      'The stock of Zed Family Rum Full was changed from 10 to 14 by someone else while you were editing. Your change was not saved: check the stock and save again.',
    );
    const history = await shop.send('gethistory', { entity: 'product', entityid: String(id) }, vendor);
    expect(history.data!.history.at(-1)).toMatchObject({ who: 'vendor', changes: { quantity: [10, 14] } });
  });

  it("never lets a supervisor touch another store's product, nor a non-supervisor any", async () => {
    const [full] = await storefront('Zed Family Rum Full');
    const upd = { actiontype: 'UPDATE' as const, previousquantity: 14, product: { productid: full!.productid, quantity: 0, unitcost: 1 } };
    const foreign = await shop.send('updateproduct', upd, express);
    expect(foreign).toMatchObject({ status: Status.NOT_FOUND, statusMessage: `Product ${full!.productid} was not found in your store.` });
    expect((await shop.send('updateproduct', upd, agent)).status).toBe(Status.FORBIDDEN);
    expect((await shop.send('getstoreproducts', {}, agent)).status).toBe(Status.FORBIDDEN);
    const gone = await shop.send('updateproduct', { actiontype: 'DELETE', product: { productid: full!.productid } }, express);
    expect(gone.status).toBe(Status.NOT_FOUND);
    expect((await shop.send('gethistory', { entity: 'product', entityid: String(full!.productid) }, express)).data!.history).toEqual([]);
  });

  it("lists only the caller's store's products, with search and paging", async () => {
    const res = await shop.send('getstoreproducts', { search: 'zed family', pagesize: 1, page: 2 }, vendor);
    expect(res.data).toMatchObject({ total: 2, products: [{ productname: 'Zed Family Rum Half', status: 'I' }] });
    const theirs = await shop.send('getstoreproducts', { search: 'zed family' }, express);
    expect(theirs.data!.total).toBe(0);
  });

  it('deletes a product without orders with the section 8 text', async () => {
    const [full] = await storefront('Zed Family Rum Full');
    const res = await shop.send('updateproduct', { actiontype: 'DELETE', productmaster: false, product: { productid: full!.productid } }, vendor);
    expect(res).toMatchObject({ status: Status.OK, data: { message: productTexts.deleted } });
    expect(await storefront('Zed Family Rum')).toEqual([]);
  });
});

describe('updateproduct stock races', () => {
  it('lets exactly one of two supervisors editing the same stock at once win; the other is told', async () => {
    const id = (await create(child[1]!, vendor, { quantity: 50 })).data!.id!;
    const lounge2 = await shop.signIn('vendor');
    const edit = (s: Session, quantity: number) =>
      shop.send('updateproduct', { actiontype: 'UPDATE', previousquantity: 50, product: { productid: id, quantity, unitcost: 40 } }, s);
    const answers = await Promise.all([edit(vendor, 60), edit(lounge2, 45)]);
    expect(answers.map((a) => a.status).sort()).toEqual([Status.OK, Status.CONFLICT]);
    const winner = answers[0]!.status === Status.OK ? 60 : 45;
    const [row] = await shop.db.select().from(products).where(eq(products.productid, id));
    expect(row!.quantity).toBe(winner);
  });
});
