import { expect, test } from '../shared-tab';
import { call, login } from '../counter-support';
import { openCategory, productCards } from '../shop-support';
import { pngPicture, searchList } from '../support';
import { staffSignIn } from './staff-support';

// Issue #32, walk the rest: a vendor supervisor adds a product with a picture and sees it in the storefront.
// Pictures belong to master products, which the lounge's supervisors keep (docs/decisions/0080, 0082): the
// lounge gives a new master product with its picture to Island Spirits by calls, and the store's supervisor
// adds it on a tablet or a phone, seeing the picture before Save.

test('@staff a vendor supervisor adds a product and sees it with its picture in the storefront', async ({ page, person }) => {
  test.setTimeout(90_000);
  const name = `Aaa Walk Rum ${test.info().project.name}`;
  const lounge = await login(page.request, 'lounge');
  const { categories } = (await call(page.request, lounge, 'getcategory', {})).data as { categories: { categoryid: number; description: string }[] };
  const rum = categories.find((c) => c.description === 'Rum')!;
  const master = { productname: name, categoryid: rum.categoryid, unitcost: 40, noticequantity: 2, description: `${name}, aged in oak.`, vendors: ['SIADRUM'] };
  const made = await call(page.request, lounge, 'updateproductmaster', { actiontype: 'CREATE', productmaster: true, product: master });
  expect(made.status, made.statusMessage).toBe(0);
  const file = { name: 'rum.png', type: 'image/png', data: pngPicture().toString('base64') };
  const uploaded = await call(page.request, lounge, 'uploadfile', { assettype: 'PRODUCT', assetid: String(made.data.id), file });
  expect(uploaded.status, uploaded.statusMessage).toBe(0);

  await staffSignIn(page, 'vendor');
  await page.goto('/products');
  await page.getByRole('link', { name: 'Add Product' }).click();
  await page.getByRole('combobox', { name: 'Product Name' }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  const picture = page.getByTestId('product-picture').getByRole('img', { name: `Picture of ${name}` });
  await expect.poll(() => picture.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(600);
  await page.getByRole('textbox', { name: 'Quantity' }).fill('12');
  await page.getByRole('textbox', { name: 'Unit Cost' }).fill('41.50');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Success!' }).filter({ hasText: 'Product added successfully!' }).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await searchList(page, 'Search products', name);
  // The row's edit button stays on screen while the table scrolls sideways on a phone.
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeInViewport();

  // A visitor on the same kind of screen finds it on the store's Rum shelf, with its picture.
  const visitor = await person();
  await openCategory(visitor, 'Island Spirits', 'Rum');
  await visitor.getByRole('searchbox', { name: 'Search products' }).fill(name);
  const card = productCards(visitor).filter({ hasText: name });
  await expect(card).toContainText('USD $41.50');
  const img = card.locator('img[src*="/media/product/"]');
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(600);
});
