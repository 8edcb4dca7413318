import { expect, test } from './shared-tab';
import { bankOf } from './checkout-support';
import { mailReceipt, payWalkInByCard } from './counter-support';

// The lounge counter's card payment through PowerTranz's EMV 3-D Secure 2 (issue 27): the gateway's page and
// the issuer's run in the frame of the shop's 3-D Secure window, as at checkout. In the `powertranz`
// project, whose shop pays through PowerTranz's sandbox (playwright.config.ts).

test('a walk-in sale by card through PowerTranz’s 3-D Secure 2 challenge to the receipt', async ({ page }) => {
  test.setTimeout(120_000);
  const popup = await payWalkInByCard(page, '4012000000020006');
  await expect(bankOf(popup).getByRole('heading', { name: 'Verify your payment' })).toBeVisible();
  await bankOf(popup).getByLabel('Password').fill('3ds2');
  await bankOf(popup).getByRole('button', { name: 'Submit' }).click();
  await mailReceipt(page);
});
