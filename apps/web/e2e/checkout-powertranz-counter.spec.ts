import { expect, test } from '@playwright/test';
import { bankOf } from './checkout-support';
import { mailReceipt, payWalkInByCard } from './counter-support';

// The lounge counter's card payment through PowerTranz's EMV 3-D Secure 2 (issue 27): the gateway's page and
// the issuer's run in the frame of the shop's 3-D Secure window, as at checkout. Run with the server on
// PowerTranz's sandbox: PAYMENT_GATEWAY=powertranz E2E_PORT=<port> npx playwright test checkout-powertranz
test.skip(process.env.PAYMENT_GATEWAY !== 'powertranz', 'needs the server started with PAYMENT_GATEWAY=powertranz');

test('a walk-in sale by card through PowerTranz’s 3-D Secure 2 challenge to the receipt', async ({ page }) => {
  test.setTimeout(120_000);
  const popup = await payWalkInByCard(page, '4012000000020006');
  await expect(bankOf(popup).getByRole('heading', { name: 'Verify your payment' })).toBeVisible();
  await bankOf(popup).getByLabel('Password').fill('3ds2');
  await bankOf(popup).getByRole('button', { name: 'Submit' }).click();
  await mailReceipt(page);
});
