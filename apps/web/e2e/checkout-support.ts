import { expect, type Page } from '@playwright/test';
import { openCategory } from './shop-support';
import { callAs, ownShopper, signIn } from './support';

// Shared steps of the checkout's browser tests: fill a cart, then each step's form.

export const RUM = 'Worthy Park 109 Dark Rum 700ml';
export const APPROVE_CARD = '4111111111111111';
export const DECLINE_CARD = '4000000000000002';

/** From the products page of Island Spirits' Rum: adds `name` (a product without variants). */
export async function addToCart(page: Page, name = RUM) {
  await openCategory(page, 'Island Spirits', 'Rum');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${name} added to your cart.`)).toBeVisible();
}

/** The cart's Proceed To Checkout, landing on the guest step; the cart is opened from the header, as a shopper does. */
export async function proceedToCheckout(page: Page) {
  const cart = page.getByRole('link', { name: /^Cart, \d+ items$/ });
  if (await cart.isVisible()) await cart.click();
  else await page.goto('/cart');
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('link', { name: 'Proceed To Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Guest Information', level: 1 })).toBeVisible();
}

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The guest the checkouts of these tests fill in. */
export const GUEST = { first: 'Keisha', last: 'Campbell', email: 'shopper@dutyfree.example', phone: '8765550101' };

export async function fillGuest(page: Page, guest = GUEST) {
  await field(page, 'First Name').fill(guest.first);
  await field(page, 'Last Name').fill(guest.last);
  await field(page, 'Email').fill(guest.email);
  await field(page, 'Phone Number').fill(guest.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Flight Details', level: 1 })).toBeVisible();
}

/** Tomorrow at the airports (Jamaica), as the date input takes it. */
export const tomorrow = () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Jamaica' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** Picks tomorrow, the first airline and its first flight; answers the flight shown. */
export async function fillFlight(page: Page) {
  await page.getByLabel('Travel Date').fill(tomorrow());
  const airline = page.getByRole('combobox', { name: 'Airline' });
  await expect(airline).toBeEnabled();
  await airline.selectOption({ index: 1 });
  const flight = page.getByRole('combobox', { name: 'Flight', exact: true });
  await flight.selectOption({ index: 1 });
  const chosen = { airline: await airline.locator('option:checked').innerText(), flight: (await flight.locator('option:checked').innerText()).replace(/ \(.*$/, '') };
  await expect(page.getByTestId('flight-time')).toHaveValue(/^\d{2}:\d{2}$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  return chosen;
}

export async function fillCard(page: Page, number = APPROVE_CARD, cvv = '987') {
  await field(page, 'Card Holder').fill('Keisha Campbell');
  await field(page, 'Card Number').fill(number);
  await field(page, 'Expiry Date').fill('1230');
  await page.getByLabel('CVV').fill(cvv);
  await page.getByRole('button', { name: 'Review Order' }).click();
  await expect(page.getByRole('heading', { name: 'Review Your Order', level: 1 })).toBeVisible();
}

/** A product's stock on the shelf, asked of the server with the page's own session. */
export async function stockOf(page: Page, productid: number): Promise<number> {
  // NaN while the session is being renewed after an order (the old id is refused): polls ask again.
  const data = await callAs<{ products: { productid: number; quantity: number }[] } | null>(page, 'getproducts', { productid });
  return data?.products.find((p) => p.productid === productid)?.quantity ?? Number.NaN;
}

/** The product id of the cart's first line (the cart is kept in local storage, per user: `cart:<username>`). */
export const firstCartProductId = (page: Page) =>
  page.evaluate(() => {
    const carts = Object.keys(localStorage)
      .filter((k) => k.startsWith('cart:'))
      .map((k) => (JSON.parse(localStorage.getItem(k)!) as { state: { cart: { productid: number }[] } }).state.cart);
    return carts.find((c) => c.length > 0)![0]!.productid;
  });

/** Everything the page keeps in local and session storage and in its history state, as one string. */
export const browserStorage = (page: Page) =>
  page.evaluate(() => {
    const dump = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`).join('\n');
    return [dump(localStorage), dump(sessionStorage), JSON.stringify(history.state)].join('\n');
  });

/** Signs in, fills a cart with one bottle and walks to the review with `card`; answers the product and its stock. */
export async function toReview(page: Page, card?: string, username = ownShopper(), product = RUM) {
  await signIn(page, username);
  await addToCart(page, product);
  const productid = await firstCartProductId(page);
  const stock = await stockOf(page, productid);
  await proceedToCheckout(page);
  await fillGuest(page);
  await fillFlight(page);
  await fillCard(page, card);
  return { productid, stock };
}

/**
 * The bank's side of the 3-D Secure window: the gateway's and the issuer's pages run in the frame of the shop's
 * window (docs/decisions/0095).
 */
export const bankOf = (popup: Page) => popup.frameLocator('iframe#bank');

/** Pay Now; answers the 3-D Secure popup once the sandbox's issuer page shows in it. */
export async function payNow(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const popup = await popupOpened;
  await expect(bankOf(popup).getByRole('heading', { name: '3-D Secure check' }))
    .toBeVisible()
    .catch(async (err: Error) => Promise.reject(new Error(`${err.message}\n${await windowState(popup)}`)));
  await expect(page.getByTestId('payment-progress')).toContainText('Complete the payment');
  return popup;
}

/** Where each frame of the 3-D Secure window is and what it holds, for a failure's message. */
async function windowState(popup: Page) {
  const frames = await Promise.all(
    popup.frames().map(async (f) => `  ${f.url()}: ${(await f.content().catch((e: Error) => `(${e.message})`)).replace(/\s+/g, ' ').slice(0, 600)}`),
  );
  return `The 3-D Secure window's frames:\n${frames.join('\n')}`;
}

/** A whole purchase of one bottle by a demo subscriber, approved in the popup; answers the order and the product. */
export async function buyOne(page: Page, username = ownShopper(), product = RUM) {
  const { productid, stock } = await toReview(page, undefined, username, product);
  const popup = await payNow(page);
  await bankOf(popup).getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/payment\/success$/, { timeout: 20_000 });
  const orderid = (await page.getByTestId('order-number').innerText()).trim();
  return { orderid, productid, stock };
}

/** From the cart: the checkout filled in, paid by card and approved at the bank; answers the order id. */
export async function checkOutApproved(page: Page): Promise<string> {
  await proceedToCheckout(page);
  await fillGuest(page);
  await fillFlight(page);
  await fillCard(page);
  const popup = await payNow(page);
  await bankOf(popup).getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/payment\/success$/, { timeout: 30_000 });
  return (await page.getByTestId('order-number').innerText()).trim();
}
