import type { Page } from '@playwright/test';
import { expect, test, type Person } from './shared-tab';
import { pngPicture, searchList, signedInAt } from './support';
import { openCategory, productCards } from './shop-support';

// One journey through the catalogue screens (issue 14): the lounge supervisor builds a family in the
// product master and gives it to Island Spirits, the store's supervisor stocks it, a shopper sees it.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const FAMILY = 'Aaa Test Reserve Rum';
const HALF = `${FAMILY} Half`;
const FULL = `${FAMILY} Full`;

async function as(person: Person, username: string) {
  const page = await person();
  await signedInAt(page, username);
  return page;
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addClassification(page: Page, description: string) {
  await page.goto('/classifications/add');
  await choose(page, 'Class Type', 'Size');
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Classification Added Successfully' })).toBeVisible();
  await page.getByRole('button', { name: 'Back To Home' }).or(page.getByRole('link', { name: 'Back To Home' })).click();
  await expect(page).toHaveURL(/\/classifications$/);
}

async function addChild(page: Page, name: string, size: string) {
  await page.goto('/masterproducts/add');
  await page.getByRole('textbox', { name: 'Product Name' }).fill(name);
  await choose(page, 'Parent', FAMILY);
  await choose(page, 'Classification 1', size);
  await page.getByRole('textbox', { name: 'Description' }).fill(`${name}, aged in oak.`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product Added Successfully')).toBeVisible();
}

async function stock(page: Page, name: string, cost: string) {
  await page.goto('/products/add');
  await page.getByRole('combobox', { name: 'Product Name' }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Active', exact: true })).toBeChecked();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('12');
  await page.getByRole('textbox', { name: 'Unit Cost' }).fill(cost);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product added successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/products$/);
}

async function rumShelf(page: Page) {
  await openCategory(page, 'Island Spirits', 'Rum');
  await page.getByLabel('Search products', { exact: true }).fill(FAMILY);
}

test('a master family given to a store is stocked, shown with its siblings and picture, and gone once inactive', async ({ person }) => {
  const lounge = await as(person, 'lounge');
  await addClassification(lounge, 'Half bottle');
  await addClassification(lounge, 'Full bottle');

  await lounge.goto('/masterproducts/add');
  await lounge.getByRole('textbox', { name: 'Product Name' }).fill(FAMILY);
  await lounge.getByRole('switch', { name: 'Parent Product' }).check();
  await lounge.getByRole('button', { name: 'Save' }).click();
  await expect(lounge.getByRole('alert')).toHaveText('Category is Required');
  await choose(lounge, 'Category', 'Rum');
  await lounge.getByRole('textbox', { name: 'Description' }).fill('A family of aged rums.');
  await lounge.getByRole('button', { name: 'Save' }).click();
  await expect(lounge.getByRole('alert')).toHaveText('Parent Product Must Have at Least 1 Class Type');
  await choose(lounge, 'Class Type 1', 'Size');
  await lounge.getByRole('combobox', { name: 'Vendors' }).click();
  await lounge.getByRole('option', { name: 'Island Spirits (SIADRUM)' }).click();
  await lounge.keyboard.press('Escape');
  await lounge.getByRole('button', { name: 'Save' }).click();
  await expect(lounge.getByText('Product Added Successfully')).toBeVisible();
  await addChild(lounge, HALF, 'Half bottle');
  await addChild(lounge, FULL, 'Full bottle');

  // A new picture for the half bottle, which becomes the family's face in the store.
  await lounge.goto('/masterproducts');
  await expect(lounge.getByText('Retrieving Products...')).toHaveCount(0);
  await searchList(lounge, 'Search the product master', HALF);
  await lounge.getByRole('button', { name: `Upload image ${HALF}` }).click();
  await lounge.getByTestId('image-file').setInputFiles({ name: 'half.png', mimeType: 'image/png', buffer: pngPicture() });
  await lounge.getByRole('button', { name: 'Save' }).click();
  await expect(lounge.getByText('Image Uploaded Successfully')).toBeVisible();

  const vendor = await as(person, 'vendor');
  await stock(vendor, HALF, '30');
  await stock(vendor, FULL, '52.50');

  const shopper = await as(person, 'shopper');
  await rumShelf(shopper);
  await expect(productCards(shopper)).toHaveCount(1);
  const card = productCards(shopper).first();
  await expect(card).toContainText(HALF);
  const img = card.locator('img[src*="/media/product/"]');
  await expect(img).toHaveAttribute('src', /\/media\/product\/M\d+$/);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(600);
  await card.getByTestId('product-name').click();
  await expect(shopper.getByRole('radiogroup', { name: 'Options' })).toContainText(FULL);

  // The lounge supervisor retires the family: its store products go inactive and leave the shelf.
  await lounge.goto('/masterproducts');
  await searchList(lounge, 'Search the product master', FAMILY);
  await lounge.getByRole('button', { name: `Edit ${FAMILY}`, exact: true }).click();
  await expect(lounge.getByRole('heading', { name: 'History' })).toBeVisible();
  await lounge.getByRole('radio', { name: 'Inactive' }).check();
  await lounge.getByRole('button', { name: 'Update' }).click();
  await expect(lounge.getByText('Product Updated Successfully')).toBeVisible();
  await rumShelf(shopper);
  await expect(shopper.getByText('Products Not Found')).toBeVisible();

  // The store's edit screen shows the product's history, the deactivation included.
  await vendor.goto('/products');
  await searchList(vendor, 'Search products', HALF);
  await vendor.getByRole('button', { name: `Edit ${HALF}` }).click();
  await expect(vendor.getByRole('textbox', { name: 'Product Name' })).toBeDisabled();
  await expect(vendor.getByRole('radio', { name: 'Inactive' })).toBeChecked();
  await expect(vendor.getByRole('table', { name: 'Change history' })).toContainText('vendor');
});
