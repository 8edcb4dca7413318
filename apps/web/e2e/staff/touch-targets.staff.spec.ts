import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { tags as WCAG } from '../a11y-support';
import { openOrder, queueOrders, staffSignIn } from './staff-support';

/** WCAG 2.2 AA 2.5.8: every target at least 24 x 24 px or spaced as if it were (axe's target-size rule). */
async function expectTouchTargets(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  const small = violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join('').trim()}`));
  // Soft: the walk goes on, so one run names every screen that falls short.
  expect.soft(small, `targets under 24 x 24 px on ${where}`).toEqual([]);
  const { violations: all } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const serious = all.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect.soft(serious, `serious axe findings on ${where}`).toEqual([]);
}

async function signedIn(browser: Browser, username: string, use: { viewport: { width: number; height: number } | null; isMobile?: boolean; hasTouch?: boolean }) {
  const context = await browser.newContext({ viewport: use.viewport, isMobile: use.isMobile, hasTouch: use.hasTouch });
  const page = await context.newPage();
  await staffSignIn(page, username);
  return page;
}

// Issue 32 item 9: every staff screen, on the project's phone or tablet.
test('@staff every staff screen has touch targets of 24 x 24 px and no serious axe finding', async ({ browser, viewport, isMobile, hasTouch }) => {
  test.setTimeout(180_000);
  const device = { viewport, isMobile, hasTouch };

  const vendor = await signedIn(browser, 'vendor', device);
  await expectTouchTargets(vendor, 'the vendor dashboard');
  await vendor.getByRole('button', { name: /account menu/i }).first().click();
  await expect(vendor.getByRole('navigation', { name: 'Account' })).toBeVisible();
  await expectTouchTargets(vendor, 'the account menu');
  await vendor.getByRole('button', { name: /account menu/i }).first().click();
  const [unprocessed] = await queueOrders(vendor, 'UNPROCESSED');
  await vendor.locator('[data-queue="UNPROCESSED"]').click();
  await expect(vendor.getByTestId('order-card').first()).toBeVisible();
  await expectTouchTargets(vendor, 'the Fulfill Orders queue');
  await openOrder(vendor, 'UNPROCESSED', unprocessed!.orderid);
  await expectTouchTargets(vendor, 'an order to fulfil');
  await vendor.goto('/CancelRequest');
  await expectTouchTargets(vendor, 'the Cancel Request menu');
  await vendor.context().close();

  const lounge = await signedIn(browser, 'lounge', device);
  await expectTouchTargets(lounge, 'the lounge dashboard');
  const [waiting] = await queueOrders(lounge, 'CHECKEDINORDERS');
  await openOrder(lounge, 'CHECKEDINORDERS', waiting!.orderid);
  await expectTouchTargets(lounge, 'an order to check out');
  await lounge.goto(`/counter/order?orderid=${waiting!.orderid}`);
  await expect(lounge.getByTestId('order-status')).toHaveText('CHECKED IN');
  await expectTouchTargets(lounge, 'the counter');
  await lounge.goto('/admin');
  await expectTouchTargets(lounge, 'the Admin menu');
  await lounge.goto('/categories');
  await expect(lounge.getByTestId('product-card').first()).toBeVisible();
  await expectTouchTargets(lounge, 'the walk-in products');
  await lounge.goto('/reports');
  await expectTouchTargets(lounge, 'the reports');
  await lounge.context().close();
});
