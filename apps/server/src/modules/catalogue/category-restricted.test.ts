import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { categories, products } from '../../db/schema/catalogue.js';
import { STORE } from '../../seed/stores.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { makeProduct } from '../../test/fixtures.js';

// Issue 29 item 1: a category is marked restricted on the category form; the demo restricts spirits, wine, tobacco.
let shop: TestShop;
let lounge: Session;
beforeAll(async () => {
  shop = await startShop();
  lounge = await shop.signIn('lounge');
});
afterAll(() => shop.close());

const categoryNamed = async (description: string) => (await shop.send('getcategory', {}, lounge)).data!.categories.find((c) => c.description === description);

describe('the demo restricted categories', () => {
  it('restricts spirits, wine and tobacco, each with goods on sale, and nothing else', async () => {
    const all = (await shop.send('getcategory', {}, lounge)).data!.categories;
    expect(all.filter((c) => c.restricted === 'Y').map((c) => c.description).sort()).toEqual([
      'Cigars & Tobacco',
      'Liqueurs & Cream',
      'Rum',
      'Whisky & Cognac',
      'Wine & Champagne',
    ]);
    for (const name of ['Wine & Champagne', 'Cigars & Tobacco']) {
      const [cat] = await shop.db.select().from(categories).where(eq(categories.description, name));
      const goods = await shop.db.select().from(products).where(eq(products.categoryid, cat!.categoryid));
      expect(goods.filter((p) => p.status === 'A' && p.quantity > 0 && p.vendorid === STORE.rum).length, name).toBeGreaterThanOrEqual(3);
      const age = await shop.send('getagecheck', { productids: [goods[0]!.productid] }, await shop.guest());
      expect(age.data, name).toMatchObject({ restricted: 'Y' });
    }
  });
});

describe('updatecategory restricted', () => {
  it('marks a new category restricted and lifts it again; the age check follows at once', async () => {
    const created = await shop.send('updatecategory', { actiontype: 'CREATE', description: 'Cider', restricted: 'Y' }, lounge);
    expect(created.status).toBe(Status.OK);
    expect(await categoryNamed('Cider')).toMatchObject({ restricted: 'Y' });
    const categoryid = created.data!.id ?? (await categoryNamed('Cider'))!.categoryid;
    const productid = await makeProduct(shop.db, { vendorid: STORE.rum, categoryid, productname: 'Island Cider 330ml', quantity: 40 });
    const ask = async () => (await shop.send('getagecheck', { productids: [productid] }, await shop.guest())).data?.restricted;
    expect(await ask()).toBe('Y');
    expect((await shop.send('updatecategory', { actiontype: 'UPDATE', categoryid, description: 'Cider', restricted: 'N' }, lounge)).status).toBe(Status.OK);
    expect(await categoryNamed('Cider')).toMatchObject({ restricted: 'N' });
    expect(await ask()).toBe('N');
    // Left out, the mark stays as it is (the original screen's update sends none).
    await shop.send('updatecategory', { actiontype: 'UPDATE', categoryid, description: 'Cider', restricted: 'Y' }, lounge);
    await shop.send('updatecategory', { actiontype: 'UPDATE', categoryid, description: 'Ciders' }, lounge);
    expect(await categoryNamed('Ciders')).toMatchObject({ restricted: 'Y' });
  });
});
