import type { Page } from '@playwright/test';
import { expect, test } from './shared-tab';

const WARNING = 'Changing the airport will remove all the items from your cart?';

/** Puts one item in the cart through the shop; falls back to the persisted cart if the products page cannot add. */
async function fillCart(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sangster International Departure', exact: true }).click();
  await page.getByRole('button', { name: 'Shop now at Island Spirits' }).click();
  await page.locator('main').getByRole('button').filter({ has: page.locator('img, [role="img"]') }).first().click();
  await expect(page).toHaveURL(/\/store\/products$/);
  const add = page.getByRole('button', { name: 'Add to Cart' }).first();
  if (await add.isVisible({ timeout: 8000 }).catch(() => false)) {
    await add.click();
  } else {
    const item = {
      productid: 1, productreferenceid: 'P1001', productname: 'Demo rum', unitcost: 20, msrp: null, taxrate: 0, quantity: 10,
      noticequantity: 2, quantityincart: 1, total: 20, vendorid: 'SIADRUM', vendorname: 'Island Spirits', categoryid: 1, rootproductid: 1, storeid: 'SIADRUM',
    };
    await page.evaluate((i) => {
      localStorage.setItem('cart:guest', JSON.stringify({ state: { cart: [i], cartTotal: 20, cartTaxTotal: 0, cartGrandTotal: 20 }, version: 0 }));
    }, item);
  }
}

/** Makes the guest's remembered airport Norman Manley departure (stored per user), so choosing Sangster departure is a change. */
async function rememberNormanManley(page: Page) {
  // Written from a page of the shop's origin that is not the app, so no running page writes its own trail over it.
  await page.goto('/favicon.svg');
  await page.evaluate(() => {
    const empty = { storeid: null, storename: null, categoryid: null, categoryname: null };
    localStorage.setItem('shopSelection:guest', JSON.stringify({ state: { airportid: 'NMIA', direction: 'D', ...empty }, version: 0 }));
  });
  await page.goto('/');
}

test.describe('changing the airport', () => {
  test('asks before emptying a filled cart, and empties it only on OK', async ({ page }) => {
    await fillCart(page);
    await rememberNormanManley(page);
    await expect(page.getByRole('link', { name: /^Cart, [1-9]\d* items$/ })).toBeVisible();

    const card = page.getByRole('button', { name: 'Sangster International Departure', exact: true });
    await card.click();
    const oops = page.getByRole('dialog', { name: 'Oops!' });
    await expect(oops.getByText(WARNING, { exact: true })).toBeVisible();
    await oops.getByRole('button', { name: 'Cancel' }).click();
    await expect(oops).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: /^Cart, [1-9]\d* items$/ })).toBeVisible();

    await card.click();
    await oops.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  });

  test('does not ask when the cart is empty', async ({ page }) => {
    await page.goto('/');
    await rememberNormanManley(page);
    await page.getByRole('button', { name: 'Sangster International Departure', exact: true }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(page.getByRole('dialog', { name: 'Oops!' })).toHaveCount(0);
  });
});
