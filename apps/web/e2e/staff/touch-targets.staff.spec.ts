import type { Page } from '@playwright/test';
import { expect, test, type Person } from '../shared-tab';
import { axeViolations, settle, watchRequests } from '../a11y-support';
import { openOrder, restingOrder, staffSignIn } from './staff-support';

/**
 * One axe run per screen over the WCAG 2.0-2.2 A and AA rules: every target-size finding (2.5.8, at least 24 x 24 px
 * or spaced as if it were) and every other serious or critical one.
 */
async function expectTouchTargets(page: Page, where: string) {
  await settle(page);
  // axe ships target-size switched off: switch it on.
  const violations = await axeViolations(page, { 'target-size': { enabled: true } });
  const named = (v: (typeof violations)[number]) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`;
  // Soft: the walk goes on, so one run names every screen that falls short.
  expect.soft(violations.filter((v) => v.id === 'target-size').map(named), `targets under 24 x 24 px on ${where}`).toEqual([]);
  expect.soft(violations.filter((v) => v.id !== 'target-size' && (v.impact === 'serious' || v.impact === 'critical')).map(named), `serious axe findings on ${where}`).toEqual([]);
}

/** The staff member on a tab of their own, on the project's phone or tablet. */
async function signedIn(person: Person, username: string) {
  const page = await person();
  watchRequests(page);
  await staffSignIn(page, username);
  return page;
}

// Issue 32 item 9: every staff screen, on the project's phone or tablet.
test('@staff every staff screen has touch targets of 24 x 24 px and no serious axe finding', async ({ person }) => {
  // Eleven axe runs and two sign-ins.
  test.setTimeout(240_000);
  const vendor = await signedIn(person, 'vendor');
  await expectTouchTargets(vendor, 'the vendor dashboard');
  await vendor.getByRole('button', { name: /account menu/i }).first().click();
  await expect(vendor.getByRole('navigation', { name: 'Account' })).toBeVisible();
  await expectTouchTargets(vendor, 'the account menu');
  await vendor.getByRole('button', { name: /account menu/i }).first().click();
  const unprocessed = await restingOrder(vendor, 'UNPROCESSED');
  await vendor.locator('[data-queue="UNPROCESSED"]').click();
  await expect(vendor.getByTestId('order-card').first()).toBeVisible();
  await expectTouchTargets(vendor, 'the Fulfill Orders queue');
  await openOrder(vendor, 'UNPROCESSED', unprocessed.orderid);
  await expectTouchTargets(vendor, 'an order to fulfil');
  await vendor.goto('/CancelRequest');
  await expectTouchTargets(vendor, 'the Cancel Request menu');

  const lounge = await signedIn(person, 'lounge');
  await expectTouchTargets(lounge, 'the lounge dashboard');
  const waiting = await restingOrder(lounge, 'CHECKEDINORDERS');
  await openOrder(lounge, 'CHECKEDINORDERS', waiting.orderid);
  await expectTouchTargets(lounge, 'an order to check out');
  await lounge.goto(`/counter/order?orderid=${waiting.orderid}`);
  await expect(lounge.getByTestId('order-status')).toHaveText('CHECKED IN');
  await expectTouchTargets(lounge, 'the counter');
  await lounge.goto('/admin');
  await expectTouchTargets(lounge, 'the Admin menu');
  await lounge.goto('/categories');
  await expect(lounge.getByTestId('product-card').first()).toBeVisible();
  await expectTouchTargets(lounge, 'the walk-in products');
  await lounge.goto('/reports');
  await expectTouchTargets(lounge, 'the reports');
});
