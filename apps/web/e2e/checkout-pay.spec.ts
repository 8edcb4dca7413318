import { expect, test } from './shared-tab';
import { outbox, ownShopper } from './support';
import { bankOf, DECLINE_CARD, payNow, stockOf, toReview } from './checkout-support';

// The catalogue shares a page for 2 s (docs/decisions/0007), so stock figures are polled, not read once.
// These tests count a bottle's stock: they buy one no other spec touches, so tests running beside them
// cannot move the count.
const BOTTLE = 'Coruba Dark Jamaica Rum 1L';
/** The calls whose request id the failed page's reference quotes (its first 8 characters). */
const PAYMENT_CALLS = /\/api\/(reservecart|holdfunds|processcard|confirmcart)$/;

test.describe('paying by card', () => {
  test('a purchase through the 3-D Secure popup ends on the success page with the receipt mailed', async ({ page }) => {
    const { productid, stock } = await toReview(page, undefined, ownShopper(), BOTTLE);
    const grand = await page.getByTestId('grand-total').innerText();
    const popup = await payNow(page);
    await expect(bankOf(popup).getByText(grand.replace('USD ', ''))).toBeVisible();
    // While the bank asks, the bottle is held off the shelf.
    await expect.poll(() => stockOf(page, productid)).toBe(stock - 1);
    await bankOf(popup).getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL(/\/payment\/success$/, { timeout: 20_000 });
    const orderid = (await page.getByTestId('order-number').innerText()).trim();
    expect(orderid).not.toBe('');
    await expect(page.getByTestId('success-message')).toContainText(`Your order number is ${orderid}`);
    await expect(page.getByTestId('orders-hint')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back To Home' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible();
    await expect.poll(() => stockOf(page, productid)).toBe(stock - 1);

    // The receipt: mailed to the guest with its PDF, and offered on the page.
    await expect.poll(async () => (await outbox()).find((m) => m.includes('To: shopper@dutyfree.example') && m.includes(orderid)), { timeout: 15_000 }).toBeTruthy();
    const mail = (await outbox()).find((m) => m.includes('To: shopper@dutyfree.example') && m.includes(orderid))!;
    expect(mail).toMatch(/Content-Type: application\/pdf/i);
    const pdfBase64 = mail.split(/Content-Type: application\/pdf[^\n]*\n(?:[^\n]+\n)*?\r?\n/i)[1]!.split(/\r?\n--/)[0]!.replace(/\s+/g, '');
    expect(Buffer.from(pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Receipt' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // After the order the flight form is cleared for the next one.
    await page.goto('/cart/checkout');
    await expect(page.getByText('Your cart is empty!')).toBeVisible();
  });

  test('a declined card ends on the failed page, with a reference support can look up, and the stock goes back on the shelf', async ({ page }) => {
    const ids: string[] = [];
    page.on('response', (res) => {
      if (PAYMENT_CALLS.test(new URL(res.url()).pathname)) ids.push(res.headers()['x-request-id'] ?? '');
    });
    const { productid, stock } = await toReview(page, DECLINE_CARD, ownShopper(), BOTTLE);
    const popup = await payNow(page);
    await expect.poll(() => stockOf(page, productid)).toBe(stock - 1);
    await bankOf(popup).getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL(/\/order\/payment\/failed$/, { timeout: 20_000 });
    await expect(page.getByTestId('failed-message')).toHaveText('Transaction is declined.');
    // The last payment call's id: the server's log lines of that call start with it.
    expect(ids.length).toBeGreaterThan(0);
    await expect(page.getByTestId('failed-reference')).toHaveText(`Reference: ${ids.at(-1)!.slice(0, 8)}`);
    await expect(page.getByRole('button', { name: 'MAKE PAYMENT' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'RESUBMIT' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'CANCEL' })).toBeVisible();
    await expect.poll(() => stockOf(page, productid)).toBe(stock);
    await expect(page.getByRole('link', { name: /^Cart, 1 items?$/ })).toBeVisible();

    // RESUBMIT tries again with the same cart and card, without typing it again.
    const again = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'RESUBMIT' }).click();
    const popup2 = await again;
    await expect(bankOf(popup2).getByText('XXXXXXXXXXXX0002')).toBeVisible();
    await bankOf(popup2).getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByTestId('failed-message')).not.toBeEmpty();
    await expect.poll(() => stockOf(page, productid)).toBe(stock);

    await page.getByRole('button', { name: 'MAKE PAYMENT' }).click();
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  });

  test('closing the popup cancels quietly and leaves the shopper on the review', async ({ page }) => {
    const { productid, stock } = await toReview(page, undefined, ownShopper(), BOTTLE);
    const popup = await payNow(page);
    await expect.poll(() => stockOf(page, productid)).toBe(stock - 1);
    await popup.close();

    await expect(page.getByTestId('payment-progress')).toBeHidden({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/cart\/review$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByText('Window is closed')).toBeHidden();
    await expect.poll(() => stockOf(page, productid)).toBe(stock);
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  test('a blocked popup asks to allow pop-ups and holds nothing', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const { productid, stock } = await toReview(page, undefined, ownShopper(), BOTTLE);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const oops = page.getByRole('dialog', { name: 'Oops!' });
    await expect(oops).toContainText('Please enable pop-ups for this site and press Pay Now again.');
    await oops.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/cart\/review$/);
    await expect.poll(() => stockOf(page, productid)).toBe(stock);
  });
});
