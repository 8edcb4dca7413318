import type { Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { ownShopper, signIn } from './support';
import { expectPhonePage } from './phone-support';
import { bankOf, DECLINE_CARD, addToCart, field, fillCard, fillFlight, fillGuest, proceedToCheckout } from './checkout-support';

// The whole checkout at the narrowest phone the shop supports, a declined card and then a paid order.
test.use({ viewport: { width: 360, height: 740 } });

/** Pay Now or RESUBMIT, then the sandbox issuer's `choice` in the popup. */
async function payIn(page: Page, button: string, choice: 'Approve' | 'Decline') {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).tap();
  const popup = await opened;
  await bankOf(popup).getByRole('button', { name: choice }).click();
}

test('every checkout step fits 360 px, from the guest form to the paid order', async ({ page }) => {
  await signIn(page, ownShopper());
  await addToCart(page, 'Rum Bar Gold Rum 700ml');
  await proceedToCheckout(page);
  await expect(page.getByTestId('summary-line')).toBeVisible();
  await field(page, 'First Name').fill('');
  await page.getByRole('button', { name: 'Continue' }).tap();
  await expect(page.getByText('First Name is Required.', { exact: true })).toBeVisible();
  await expectPhonePage(page);

  await fillGuest(page);
  await expectPhonePage(page);
  await fillFlight(page);
  await expectPhonePage(page);
  await fillCard(page, DECLINE_CARD);
  await expect(page.getByTestId('review-card-number')).toHaveText('**** **** **** 0002');
  await expectPhonePage(page);

  await payIn(page, 'Pay Now', 'Approve');
  await expect(page.getByTestId('failed-message')).toHaveText('Transaction is declined.', { timeout: 20_000 });
  await expectPhonePage(page);

  await page.getByRole('button', { name: 'MAKE PAYMENT' }).tap();
  await expect(field(page, 'Card Number')).toHaveValue('');
  await fillCard(page);
  await payIn(page, 'Pay Now', 'Approve');
  await expect(page.getByTestId('order-number')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Download Receipt' })).toBeInViewport();
  await expectPhonePage(page);
});
