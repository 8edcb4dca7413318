import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterTexts } from '@shop/contracts/catalogue-texts';
import { Status } from '@shop/contracts/status';
import { STORE } from '../../seed/stores.js';
import { makeCategory } from '../../test/fixtures.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';

let shop: TestShop;
let lounge: Session;
let vendor: Session;
let shopper: Session;
let categoryid: number;
let size: number;
let small: number;
let large: number;

const base = { productname: 'Fixture Gold Rum', description: 'A gold rum.', noticequantity: 3, unitcost: 20 };

beforeAll(async () => {
  shop = await startShop();
  lounge = await shop.signIn('lounge');
  vendor = await shop.signIn('vendor');
  shopper = await shop.signIn('shopper');
  categoryid = await makeCategory(shop.db, 'Master Fixture Rum');
  size = (await shop.send('updateclasstype', { actiontype: 'CREATE', classtypedescription: 'Bottle' }, lounge)).data!.id!;
  small = (await shop.send('updateclassification', { actiontype: 'CREATE', classtypeid: size, classificationdescription: '700ml' }, lounge)).data!.id!;
  large = (await shop.send('updateclassification', { actiontype: 'CREATE', classtypeid: size, classificationdescription: '1L' }, lounge)).data!.id!;
});
afterAll(() => shop.close());

const save = (product: object, session = lounge, actiontype: 'CREATE' | 'UPDATE' | 'DELETE' = 'CREATE') =>
  shop.send('updateproductmaster', { actiontype, productmaster: true, product }, session);

describe('updateproductmaster', () => {
  it.each([
    [{ ...base, productname: '' }, masterTexts.nameRequired],
    [{ ...base }, masterTexts.categoryRequired],
    [{ ...base, categoryid: 0 }, masterTexts.categoryRequired],
    [{ productname: 'X', categoryid: -1, description: 'd', noticequantity: 1 }, null],
  ])('answers the section 5.6 sentence for %j', async (product, text) => {
    const res = await save(product);
    expect(res.status).toBe(Status.INVALID_REQUEST);
    if (text) expect(res.statusMessage).toBe(text);
  });

  it('asks a standalone product for its unit cost, not 0, its notice quantity and description', async () => {
    const p = { ...base, categoryid };
    expect((await save({ ...p, unitcost: undefined })).statusMessage).toBe(masterTexts.unitcostRequired);
    expect((await save({ ...p, unitcost: null })).statusMessage).toBe(masterTexts.childUnitcostRequired);
    expect((await save({ ...p, unitcost: 0 })).statusMessage).toBe(masterTexts.childUnitcostZero);
    expect((await save({ ...p, noticequantity: null })).statusMessage).toBe(masterTexts.noticeRequired);
    expect((await save({ ...p, description: '  ' })).statusMessage).toBe(masterTexts.descriptionRequired);
    expect((await save({ ...p, unitcost: 12.345 })).statusMessage).toBe('Please enter valid unitcost.');
  });

  it('asks a parent for a class type and a child for a classification', async () => {
    expect((await save({ ...base, categoryid, parent: 'Y' })).statusMessage).toBe(masterTexts.parentNeedsClassType);
    const parent = (await save({ ...base, categoryid, parent: 'Y', classtype1: size })).data!.id!;
    expect((await save({ ...base, productname: 'Child', parentid: parent })).statusMessage).toBe(masterTexts.childNeedsClass);
  });

  it('zeroes a parent and copies the parent into a child (section 4.9); the child is sold where the parent is given', async () => {
    const parent = (
      await save({ ...base, categoryid, parent: 'Y', classtype1: size, taxexempt: 'Y', recommended: 'Y', vendors: [STORE.rum] })
    ).data!.id!;
    const child = await save({ productname: 'Fixture Gold Rum 1L', description: 'One litre.', parentid: parent, classid1: large, unitcost: 30, vendors: [STORE.coffee] });
    expect(child.status).toBe(Status.OK);
    expect(child.data?.message).toBe('Product Added Successfully');
    const list = await shop.send('getproductmaster', { search: 'Fixture Gold Rum', pagesize: 100 }, lounge);
    const p = list.data!.products.find((m) => m.productid === parent)!;
    expect(p).toMatchObject({ parent: 'Y', unitcost: 0, noticequantity: 0, recommended: 'N', vendors: [STORE.rum], categoryname: 'Master Fixture Rum' });
    const c = list.data!.products.find((m) => m.productid === child.data!.id)!;
    expect(c).toMatchObject({ parent: 'N', parentid: parent, unitcost: 0, categoryid, taxexempt: 'Y', classtype1: size, classid1: large, vendors: [] });
    // The vendor supervisor of the rum store may pick the child; the coffee store's may not.
    const sellable = await shop.send('getproductmaster', { sellable: 'Y', search: 'Fixture Gold Rum 1L' }, vendor);
    expect(sellable.data!.products.map((m) => m.productid)).toEqual([child.data!.id]);
  });

  it("refuses a classification of another class type than the parent's", async () => {
    const other = (await shop.send('updateclasstype', { actiontype: 'CREATE', classtypedescription: 'Box' }, lounge)).data!.id!;
    const boxed = (await shop.send('updateclassification', { actiontype: 'CREATE', classtypeid: other, classificationdescription: 'Gift' }, lounge)).data!.id!;
    const parent = (await save({ ...base, categoryid, parent: 'Y', classtype1: size })).data!.id!;
    const res = await save({ productname: 'Odd', description: 'd', parentid: parent, classid1: boxed });
    expect(res.status).toBe(Status.INVALID_REQUEST);
    expect(res.statusMessage).toContain("is not of the parent's class type");
    expect(small).toBeGreaterThan(0);
  });

  it('updates with history and refuses deleting a parent that has children', async () => {
    const parent = (await save({ ...base, categoryid, parent: 'Y', classtype1: size })).data!.id!;
    await save({ productname: 'Kid', description: 'd', parentid: parent, classid1: small });
    const del = await save({ productid: parent }, lounge, 'DELETE');
    expect(del.status).toBe(Status.CONFLICT);
    expect(del.statusMessage).toBe('Master product Fixture Gold Rum is used by 1 child products and cannot be deleted.');
    const solo = (await save({ ...base, categoryid })).data!.id!;
    const upd = await save({ ...base, categoryid, productid: solo, unitcost: 25 }, lounge, 'UPDATE');
    expect(upd.data?.message).toBe('Product Updated Successfully');
    const history = await shop.send('gethistory', { entity: 'masterproduct', entityid: String(solo) }, lounge);
    expect(history.data!.history.map((h) => h.who)).toEqual(['lounge', 'lounge']);
    expect(history.data!.history[1]!.changes).toEqual({ unitcostCents: [2000, 2500] });
    expect((await save({ productid: solo }, lounge, 'DELETE')).data?.message).toBe('Product Deleted Successfully');
  });

  it('is refused to a vendor supervisor and a shopper; a vendor supervisor reads only what the store may sell', async () => {
    expect((await save({ ...base, categoryid }, vendor)).status).toBe(Status.FORBIDDEN);
    expect((await shop.send('getproductmaster', {}, shopper)).status).toBe(Status.FORBIDDEN);
    const mine = await shop.send('getproductmaster', { pagesize: 100 }, vendor);
    expect(mine.status).toBe(Status.OK);
    const all = await shop.send('getproductmaster', {}, lounge);
    expect(mine.data!.total).toBeLessThan(all.data!.total);
  });
});
