import { expect, test } from '../shared-tab';
import { rateJumpText, rateTexts } from '@shop/contracts/exchange-rate-rules';
import { expectLandmarks, expectNoSeriousViolations } from '../a11y-support';
import { signedInAt } from '../support';
import { expectNoSidewaysOverflow } from '../phone-support';
import { openExchangeRates, saveJmdRate } from './beyond-support';

// The shared shop's JMD rate stays 157.5 here (other tests price at it): the supervisor confirms today's rate.
test('@beyond on a phone the supervisor opens Exchange Rates, is told a bad JMD rate plainly and confirms the rate', async ({ page }) => {
  await signedInAt(page, 'lounge');
  const rate = await openExchangeRates(page, 'tap');
  await expect(page.getByTestId('rate-JMD')).toHaveText('157.5');
  await expect(page.getByRole('heading', { name: 'History', level: 2 })).toBeVisible();
  await expectNoSidewaysOverflow(page);
  await expectLandmarks(page, 'exchange rates');
  await expectNoSeriousViolations(page, 'exchange rates');
  await rate.fill('0');
  await page.getByRole('button', { name: 'Save Rate' }).tap();
  await expect(page.getByText(rateTexts.ratePositive)).toBeVisible();
  // A slip of the keys (ten times the rate) is refused by the server, in its words.
  await rate.fill('1575');
  await page.getByRole('button', { name: 'Save Rate' }).tap();
  const oops = page.getByRole('dialog', { name: 'Oops!' });
  await expect(oops.getByText(rateJumpText('JMD', 157.5))).toBeVisible();
  await oops.getByRole('button', { name: 'Close' }).tap();
  await saveJmdRate(page, '157.5');
});
