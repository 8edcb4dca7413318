import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginCall, outbox, pageShows, postToShop, signedInAt } from './support';

// The lounge counter's browser tests: orders are placed through the shop's own calls, then moved through the
// stores' steps with each staff member's session, as the queues would.

type Envelope<T = any> = { status: number; statusMessage: string; data: T };
export interface Session {
  username: string;
  sessionid: string;
}

export async function login(request: APIRequestContext, username: string, plain = DEMO_PASSWORD): Promise<Session> {
  const data = await loginCall(request, username, plain);
  return { username: data.username, sessionid: data.sessionid };
}

export async function call<T = any>(request: APIRequestContext, s: Session, name: string, req: object): Promise<Envelope<T>> {
  const res = await postToShop(request, `/api/${name}`, { username: s.username, sessionid: s.sessionid, failstatus: 0, request: req });
  return (await res.json()) as Envelope<T>;
}

/** Fulfil (Island Spirits), assign to the agent, confirm as the agent, check in at the lounge: CHECKED IN. */
export async function checkIn(request: APIRequestContext, orderid: string) {
  const vendor = await login(request, 'vendor');
  const { orderitems } = (await call(request, vendor, 'getorder', { orderid })).data.order as { orderitems: { orderitemid: number; orderedamount: number }[] };
  // Fulfilment picks every item in full.
  const picked = orderitems.map((i) => ({ orderitemid: i.orderitemid, orderedquantity: i.orderedamount, processedquantity: i.orderedamount }));
  const steps: [string, string, object][] = [
    ['vendor', 'FULFILLORDER', { ordereditems: picked }],
    ['vendor', 'ASSIGNFULFILLMENT', { assignto: 'agent' }],
    ['agent', 'CONFIRMFULFILLMENT', {}],
    ['lounge', 'CHECKINORDER', {}],
  ];
  for (const [who, processaction, extra] of steps) {
    const res = await call(request, await login(request, who), 'processorder', { orderid, processaction, ...extra });
    expect(res.status, res.statusMessage).toBe(0);
  }
}

export async function orderStatus(request: APIRequestContext, orderid: string) {
  return (await call(request, await login(request, 'lounge'), 'getorder', { orderid })).data.order.status as string;
}

/** Draws a stroke on the signature canvas and saves it. */
export async function sign(page: Page) {
  const canvas = page.getByTestId('signature-canvas');
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 60);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 40 + i * 25, box.y + 60 + (i % 2) * 40);
  await page.mouse.up();
  await page.getByRole('button', { name: 'Save & Proceed' }).click();
}

/**
 * Accepts the dialog that shows `message` with its button. When it never shows, the failure says what the page
 * showed instead (its path, its dialogs, its main text): a run beside a build loop once waited in vain for
 * "Check Out Successfull." after a cash payment, and that run's screenshot was lost with its clone.
 */
export async function accept(page: Page, message: string, button = 'OK') {
  const dialog = page.getByRole('dialog').filter({ hasText: message });
  await expect(dialog).toBeVisible({ timeout: 20_000 }).catch(async (err: unknown) => {
    throw new Error(`no dialog saying "${message}"; the page showed ${await pageShows(page)}`, { cause: err });
  });
  await dialog.getByRole('button', { name: button }).click();
}

export const WALK_IN_ITEM = '20-Minute Express Massage';
/** The lounge's own store (seed/stores.ts). */
export const LOUNGE_STORE = 'SIADLOUNGE';

/** The lounge operator adds a product of the lounge's own store and opens the walk-in payment. */
export async function walkInCart(page: Page, method: 'Card' | 'Cash') {
  await signedInAt(page, 'lounge', '/categories');
  const card = page.getByTestId('product-card').filter({ hasText: WALK_IN_ITEM });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${WALK_IN_ITEM} added to your cart.`)).toBeVisible();
  await page.goto('/cart/payment');
  const choose = page.getByRole('dialog', { name: 'Payment Method' });
  await expect(choose).toBeVisible();
  if (method === 'Cash') await choose.getByText('Cash').click();
  else await choose.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Walk');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Guest');
  await page.getByRole('textbox', { name: 'Email' }).fill('walk.guest@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('8765550199');
  await page.getByLabel('Flight', { exact: true }).first().click();
  await page.getByRole('option').last().click();
}

/** On /order/payment for a refund to the card: the card's holder, type, last 4 digits and authorization, then Refund. */
export async function refundToCard(page: Page) {
  await expect(page).toHaveURL(/\/order\/payment$/);
  await page.getByRole('textbox', { name: 'Card Holder Name' }).fill('Keisha Campbell');
  await page.getByLabel('Card Type', { exact: true }).first().click();
  await page.getByRole('option', { name: 'VISA' }).click();
  await page.getByRole('textbox', { name: 'Card Number' }).fill('1111');
  await page.getByRole('textbox', { name: 'Authorization' }).fill('123456');
  await page.getByRole('button', { name: 'Refund' }).click();
  await accept(page, 'Refund Success');
}

/** On /order/receipt: the PDF in its frame, then Email mails it to the guest. */
export async function mailReceipt(page: Page) {
  await expect(page).toHaveURL(/\/order\/receipt$/, { timeout: 30_000 });
  await expect(page.locator('iframe[title="Receipt"]')).toHaveAttribute('src', /^blob:/);
  const before = (await outbox()).length;
  await page.getByRole('button', { name: 'Email' }).click();
  await accept(page, 'Email sent successfully');
  await expect.poll(async () => (await outbox()).slice(before).some((m) => m.includes('To: walk.guest@example.com') && /application\/pdf/i.test(m))).toBe(true);
}

/** A walk-in sale paid by card: the card typed in, Pay pressed and the guest's signature given; the bank's popup. */
export async function payWalkInByCard(page: Page, cardNumber: string): Promise<Page> {
  await walkInCart(page, 'Card');
  await page.getByRole('textbox', { name: 'Card Holder' }).fill('Walk Guest');
  await page.getByRole('textbox', { name: 'Card Number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry Date' }).fill('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const popupOpened = page.waitForEvent('popup');
  await sign(page);
  return popupOpened;
}
