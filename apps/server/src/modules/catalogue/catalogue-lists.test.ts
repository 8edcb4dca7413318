import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryTexts, classificationTexts, classTypeTexts } from '@shop/contracts/catalogue-texts';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../../test/harness.js';

let shop: TestShop;
let lounge: Session;
let vendor: Session;
let shopper: Session;

beforeAll(async () => {
  shop = await startShop();
  lounge = await shop.signIn('lounge');
  vendor = await shop.signIn('vendor');
  shopper = await shop.signIn('shopper');
});
afterAll(() => shop.close());

describe('updateclasstype', () => {
  it('creates, renames (trimmed) and deletes a class type with the success texts and history', async () => {
    const add = await shop.send('updateclasstype', { actiontype: 'CREATE', classtypedescription: '  Strength ' }, lounge);
    expect(add).toMatchObject({ status: Status.OK, data: { message: 'Class Type Added Successfully' } });
    const id = add.data!.id!;
    const list = await shop.send('getclasstype', {}, lounge);
    expect(list.data!.classtypes).toContainEqual({ classtypeid: id, description: 'Strength' });
    const upd = await shop.send('updateclasstype', { actiontype: 'UPDATE', classtypeid: id, classtypedescription: 'Proof' }, lounge);
    expect(upd.data!.message).toBe('Class Type Updated Successfully');
    const del = await shop.send('updateclasstype', { actiontype: 'DELETE', classtypeid: id }, lounge);
    expect(del.data!.message).toBe('Class Type Deleted Successfully');
    const history = await shop.send('gethistory', { entity: 'classtype', entityid: String(id) }, lounge);
    expect(history.data!.history.map((h) => h.changes.description)).toEqual([[null, 'Strength'], ['Strength', 'Proof'], ['Proof', null]]);
  });

  it('asks for a description and refuses deleting a class type in use', async () => {
    expect((await shop.send('updateclasstype', { actiontype: 'CREATE', classtypedescription: '   ' }, lounge)).statusMessage).toBe(
      classTypeTexts.descriptionRequired,
    );
    const size = (await shop.send('getclasstype', {}, lounge)).data!.classtypes.find((c) => c.description === 'Size')!;
    const del = await shop.send('updateclasstype', { actiontype: 'DELETE', classtypeid: size.classtypeid }, lounge);
    expect(del.status).toBe(Status.CONFLICT);
    expect(del.statusMessage).toMatch(/^Class type Size is used by \d+ classifications and cannot be deleted\.$/);
  });

  it('is refused to a vendor supervisor and a shopper', async () => {
    for (const s of [vendor, shopper]) {
      expect((await shop.send('updateclasstype', { actiontype: 'CREATE', classtypedescription: 'X' }, s)).status).toBe(Status.FORBIDDEN);
      expect((await shop.send('getclasstype', {}, s)).status).toBe(Status.FORBIDDEN);
    }
  });
});

describe('updateclassification', () => {
  it('asks for the class type and description and keeps the class type fixed on update', async () => {
    const ask = (r: object) => shop.send('updateclassification', { actiontype: 'CREATE', ...r }, lounge);
    expect((await ask({ classificationdescription: 'X' })).statusMessage).toBe(classificationTexts.classTypeRequired);
    const types = (await shop.send('getclasstype', {}, lounge)).data!.classtypes;
    const [size, colour] = [types.find((t) => t.description === 'Size')!, types.find((t) => t.description === 'Colour')!];
    expect((await ask({ classtypeid: size.classtypeid })).statusMessage).toBe(classificationTexts.descriptionRequired);
    const id = (await ask({ classtypeid: size.classtypeid, classificationdescription: '3L' })).data!.id!;
    const moved = await shop.send('updateclassification', { actiontype: 'UPDATE', classid: id, classtypeid: colour.classtypeid, classificationdescription: 'Red' }, lounge);
    expect(moved.statusMessage).toBe('The class type of a classification cannot be changed.');
    const list = await shop.send('getclassification', { classtypeid: size.classtypeid }, lounge);
    expect(list.data!.classifications).toContainEqual({ classid: id, classtypeid: size.classtypeid, classtype: 'Size', description: '3L' });
    expect(list.data!.classifications.every((c) => c.classtype === 'Size')).toBe(true);
    expect((await shop.send('updateclassification', { actiontype: 'DELETE', classid: id }, lounge)).data!.message).toBe(
      'Classification Deleted Successfully',
    );
  });
});

describe('updatecategory', () => {
  it('creates, renames and deletes a category; refuses an empty name, a duplicate and one in use', async () => {
    expect((await shop.send('updatecategory', { actiontype: 'CREATE', description: '' }, lounge)).statusMessage).toBe(categoryTexts.required);
    const add = await shop.send('updatecategory', { actiontype: 'CREATE', description: 'Cigars', classid: 1 }, lounge);
    expect(add.data!.message).toBe('Category Added Successfully');
    const dup = await shop.send('updatecategory', { actiontype: 'CREATE', description: 'Cigars' }, lounge);
    expect(dup).toMatchObject({ status: Status.CONFLICT, statusMessage: 'A category named Cigars already exists.' });
    const id = add.data!.id!;
    expect((await shop.send('updatecategory', { actiontype: 'UPDATE', categoryid: id, description: 'Fine Cigars' }, lounge)).status).toBe(Status.OK);
    const cats = (await shop.send('getcategory', {}, lounge)).data!.categories;
    expect(cats).toContainEqual(expect.objectContaining({ categoryid: id, description: 'Fine Cigars', status: 'A' }));
    const used = cats.find((c) => c.description !== 'Fine Cigars')!;
    const refused = await shop.send('updatecategory', { actiontype: 'DELETE', categoryid: used.categoryid }, lounge);
    expect(refused.status).toBe(Status.CONFLICT);
    expect((await shop.send('updatecategory', { actiontype: 'DELETE', categoryid: id }, lounge)).data!.message).toBe('Category Deleted Successfully');
    expect((await shop.send('updatecategory', { actiontype: 'DELETE', categoryid: id }, lounge)).status).toBe(Status.NOT_FOUND);
    expect((await shop.send('getcategory', {}, vendor)).status).toBe(Status.FORBIDDEN);
  });
});
