import { test } from './shared-tab';
import { expectNoSeriousViolations, walkShopperPages } from './a11y-support';

test('no serious or critical axe violation on any shopper or sign-in page at phone width', async ({ page }) => {
  test.setTimeout(120_000);
  await walkShopperPages(page, (where) => expectNoSeriousViolations(page, `${where} (phone)`));
});
