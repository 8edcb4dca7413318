import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openCategory } from '../shop-support';
import { checkOutApproved, RUM } from '../checkout-support';
import { call, login, orderStatus, refundToCard } from '../counter-support';
import type { Pick } from '../order-support';
import { goHome, ownShopper, signedInAt, signIn } from '../support';

// Shared steps of the staff walk (issue #32): orders paid in the storefront or through the shop's calls
// (order-support.ts), moved with each staff member's own session where the walk is not about that step, and the
// screens driven where it is.

export const LOUNGE_ACCESS = 'Club MoBay Departure Lounge Access Adult';

/**
 * A bottle of Island Spirits for a test's own order to open in a queue (80 in stock, no other test counts it): the
 * first order of a queue may be another test's, which that test moves on itself meanwhile.
 */
export const QUEUE_BOTTLE: Pick = { store: 'Island Spirits', product: 'Appleton Estate 8 Year Old Reserve 700ml' };

/** From a store's category page: adds `name` (a product without variants) to the cart. */
async function addFrom(page: Page, store: string, category: string, name: string) {
  await openCategory(page, store, category);
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await page.getByTestId('product-card').filter({ hasText: name }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${name} added to your cart.`)).toBeVisible();
}

/** A mixed order's cart: a bottle of Island Spirits and a Club MoBay lounge access (issue #32 item 1). */
export const RUM_AND_LOUNGE: Pick[] = [
  { store: 'Island Spirits', product: RUM },
  { store: 'Club MoBay', product: LOUNGE_ACCESS },
];

/** The shopper buys the mixed order's cart in the storefront, by card through 3-D Secure; answers the order id. */
export async function buyRumAndLounge(page: Page) {
  await signIn(page, ownShopper());
  await addFrom(page, 'Island Spirits', 'Rum', RUM);
  await addFrom(page, 'Club MoBay', 'Lounge Access', LOUNGE_ACCESS);
  return checkOutApproved(page);
}

/** One staff action through the calls, with that staff member's own session. */
export async function staffDoes(request: APIRequestContext, who: string, orderid: string, processaction: string, extra: object = {}) {
  const res = await call(request, await login(request, who), 'processorder', { orderid, processaction, ...extra });
  expect(res.status, `${processaction} by ${who}: ${res.statusMessage}`).toBe(0);
}

/** The rum shop fulfils its part in full, assigns it to the agent, and the agent confirms: WIP, carried. */
export async function rumCarried(request: APIRequestContext, orderid: string) {
  const vendor = await login(request, 'vendor');
  const { orderitems } = (await call(request, vendor, 'getorder', { orderid })).data.order as { orderitems: { orderitemid: number; orderedamount: number }[] };
  const picked = orderitems.map((i) => ({ orderitemid: i.orderitemid, orderedquantity: i.orderedamount, processedquantity: i.orderedamount }));
  await staffDoes(request, 'vendor', orderid, 'FULFILLORDER', { ordereditems: picked });
  await staffDoes(request, 'vendor', orderid, 'ASSIGNFULFILLMENT', { assignto: 'agent' });
  await staffDoes(request, 'agent', orderid, 'CONFIRMFULFILLMENT');
}

/** Signs the page's user out (storage and cookies), if a page of the shop is open, and `username` in at `path`. */
export async function switchTo(page: Page, username: string, path = '/') {
  await page.context().clearCookies();
  // A page that never opened the shop (about:blank, after an order paid through the calls) has no storage to clear.
  if (page.url().startsWith('http')) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  await signedInAt(page, username, path);
}

/** From the dashboard: a queue, then the order found with Scan Order (on any page of the queue). */
export async function openOrderIn(page: Page, actiontype: string, title: string, code: string) {
  await goHome(page);
  await page.locator(`[data-queue="${actiontype}"]`).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Scan Order' }).click();
  await page.getByLabel('Order code').fill(code);
  await expect(page.getByTestId('order-items')).toBeVisible();
}

/**
 * The lounge refunds every line of a checked-out order to the shopper's card from the counter's order page,
 * as a guest who brings everything back would be refunded; the order ends REFUNDED.
 */
export async function refundAllToCard(page: Page, orderid: string) {
  await page.goto(`/counter/order?orderid=${orderid}`);
  const quantities = page.getByRole('textbox', { name: /^Refund quantity of / });
  await expect(quantities.first()).toBeVisible();
  for (const box of await quantities.all()) await box.fill('1');
  await page.getByRole('button', { name: 'Refund' }).click();
  await page.getByRole('dialog', { name: 'Refund details' }).getByRole('button', { name: 'Card' }).click();
  await refundToCard(page);
  await expect.poll(() => orderStatus(page.request, orderid)).toBe('REFUNDED');
}
