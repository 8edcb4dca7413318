import type { Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { callAs } from './support';
import { bankOf, stockOf, toReview } from './checkout-support';

// Cards through PowerTranz's EMV 3-D Secure 2 (issue 17), in the `powertranz` project: its shop pays through
// PowerTranz's sandbox (playwright.config.ts).

const CHALLENGE_CARD = '4012000000020006';
const FRICTIONLESS_N_CARD = '4012000000020121';

async function payNow(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  return popupOpened;
}

test.describe('paying by card through PowerTranz', () => {
  test('a challenge card: the password 3ds2 in the popup, then the success page', async ({ page }) => {
    const { productid, stock } = await toReview(page, CHALLENGE_CARD);
    const { paymentgateway: gateway } = await callAs<{ paymentgateway: string }>(page, 'getpaymentgateway', {});
    expect(gateway).toBe('POWERTRANZ');
    const grand = await page.getByTestId('grand-total').innerText();
    const popup = await payNow(page);
    await expect(bankOf(popup).getByRole('heading', { name: 'Verify your payment' })).toBeVisible();
    await expect(bankOf(popup).getByText(grand.replace('USD ', ''))).toBeVisible();
    await expect(bankOf(popup).getByText('Visa ending 0006')).toBeVisible();
    await expect.poll(() => stockOf(page, productid)).toBe(stock - 1);
    await bankOf(popup).getByLabel('Password').fill('wrong');
    await bankOf(popup).getByRole('button', { name: 'Submit' }).click();
    await expect(bankOf(popup).getByRole('alert')).toHaveText('That password is not right. Try again.');
    await bankOf(popup).getByLabel('Password').fill('3ds2');
    await bankOf(popup).getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/payment\/success$/, { timeout: 20_000 });
    const orderid = (await page.getByTestId('order-number').innerText()).trim();
    await expect(page.getByTestId('success-message')).toContainText(`Your order number is ${orderid}`);
    await expect.poll(() => stockOf(page, productid)).toBe(stock - 1);
  });

  test('a frictionless N card ends on the failed page with the bank’s words, and the stock goes back', async ({ page }) => {
    const { productid, stock } = await toReview(page, FRICTIONLESS_N_CARD);
    await payNow(page);
    await expect(page).toHaveURL(/\/order\/payment\/failed$/, { timeout: 20_000 });
    await expect(page.getByTestId('failed-message')).toHaveText(
      'The card was not verified by 3-D Secure. Your bank says: We could not verify this card. Please contact your card issuer.',
    );
    await expect(page.getByRole('button', { name: 'RESUBMIT' })).toBeVisible();
    await expect.poll(() => stockOf(page, productid)).toBe(stock);
  });

  test('closing the popup at the challenge cancels quietly and gives the stock back', async ({ page }) => {
    const { productid, stock } = await toReview(page, CHALLENGE_CARD);
    const popup = await payNow(page);
    await expect(bankOf(popup).getByRole('heading', { name: 'Verify your payment' })).toBeVisible();
    await expect.poll(() => stockOf(page, productid)).toBe(stock - 1);
    await popup.close();

    await expect(page.getByTestId('payment-progress')).toBeHidden({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/cart\/review$/);
    await expect(page.getByText('Window is closed')).toBeHidden();
    await expect.poll(() => stockOf(page, productid)).toBe(stock);
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });
});
