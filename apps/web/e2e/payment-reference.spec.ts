import { expect, test } from '@playwright/test';
import { DECLINE_CARD, bankOf, payNow, toReview } from './checkout-support';

const PAYMENT_CALLS = /\/api\/(reservecart|holdfunds|processcard|confirmcart)$/;

test.describe('the failed-payment page', () => {
  test('shows a short reference of the payment call support can look up', async ({ page }) => {
    const ids: string[] = [];
    page.on('response', (res) => {
      if (PAYMENT_CALLS.test(new URL(res.url()).pathname)) ids.push(res.headers()['x-request-id'] ?? '');
    });
    await toReview(page, DECLINE_CARD);
    const popup = await payNow(page);
    await bankOf(popup).getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL(/\/order\/payment\/failed$/, { timeout: 20_000 });
    const reference = page.getByTestId('failed-reference');
    await expect(reference).toHaveText(/^Reference: [0-9a-f]{8}$/);
    // The last payment call's id: the server's log lines of that call start with it.
    expect(ids.length).toBeGreaterThan(0);
    await expect(reference).toHaveText(`Reference: ${ids.at(-1)!.slice(0, 8)}`);
  });
});
