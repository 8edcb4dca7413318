import { expect, test, type Page } from '@playwright/test';
import { ageTexts } from '@shop/contracts/age-rules';
import { bankOf, buyOne } from '../checkout-support';
import { accept, checkIn, orderStatus, sign } from '../counter-support';
import { signIn } from '../support';

/** The counter's order page of a checked-in order of rum, for the lounge operator. */
async function atCounter(page: Page) {
  const { orderid } = await buyOne(page);
  await checkIn(page.request, orderid);
  await page.context().clearCookies();
  await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  await signIn(page, 'lounge');
  await page.goto(`/counter/order?orderid=${orderid}`);
  await expect(page.getByTestId('order-status')).toHaveText('CHECKED IN');
  return orderid;
}

test('@beyond age check: Check ID: 18+ shows at the counter, and check-out needs the staff member to confirm ID was seen', async ({ page }) => {
  test.setTimeout(120_000);
  const orderid = await atCounter(page);
  await expect(page.getByTestId('check-id')).toHaveText(ageTexts.checkId);
  await page.getByRole('button', { name: 'Check Out' }).click();
  await expect(page.getByText(ageTexts.idSeenRequired)).toBeVisible();
  await page.getByRole('checkbox', { name: ageTexts.idSeenLabel }).check();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await sign(page);
  await accept(page, 'Check Out Successfull.');
  await expect.poll(() => orderStatus(page.request, orderid)).toBe('CHECKED OUT');
});

test('@beyond age check: with ID seen, the rest above the deposit is held on the card through the 3-D Secure popup', async ({ page }) => {
  test.setTimeout(120_000);
  const orderid = await atCounter(page);
  // An extra item at the counter, paid by card: the server holds it only once ID was seen (holdrest, 29 before).
  await page.getByLabel('Add an extra item', { exact: true }).first().click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('checkbox', { name: ageTexts.idSeenLabel }).check();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Pay with credit card' }).click();
  await sign(page);
  await expect(page).toHaveURL(/\/order\/payment$/);
  await page.getByRole('textbox', { name: 'Card Holder' }).fill('Keisha Campbell');
  await page.getByRole('textbox', { name: 'Card Number' }).fill('4111111111111111');
  await page.getByRole('textbox', { name: 'Expiry Date' }).fill('1230');
  await page.getByLabel('CVV').fill('123');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await bankOf(await popupOpened).getByRole('button', { name: 'Approve' }).click();
  await accept(page, 'Check Out Successfull.');
  await expect.poll(() => orderStatus(page.request, orderid)).toBe('CHECKED OUT');
});
