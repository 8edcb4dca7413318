import { expect, test } from '../shared-tab';
import { fillFlight } from '../checkout-support';
import { sign } from '../counter-support';
import { signedInAt } from '../support';

// Issue #32 item 3: a lounge operator may skip the guest step of a walk-in sale (storefront 1, back office 6);
// the skip and the flight chosen are kept to the payment.

const ITEM = '20-Minute Express Massage';

test('@staff a walk-in sale that skips the guest keeps the skip and the flight to the receipt', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAt(page, 'lounge');
  await page.getByRole('link', { name: 'Walk In' }).click();
  const card = page.getByTestId('product-card').filter({ hasText: ITEM });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${ITEM} added to your cart.`)).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed To Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Guest Information', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Flight Details', level: 1 })).toBeVisible();
  await fillFlight(page);

  const choose = page.getByRole('dialog', { name: 'Payment Method' });
  await expect(choose).toBeVisible();
  await choose.getByText('Cash').click();
  await expect(choose).toBeHidden();
  // The flight chosen on the flight step is the one shown here.
  await expect(page.getByRole('textbox', { name: 'Flight' }).or(page.getByRole('combobox', { name: 'Flight' })).first()).not.toHaveValue('');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('First Name is Required.')).toBeHidden();
  await sign(page);
  await expect(page).toHaveURL(/\/order\/receipt$/, { timeout: 30_000 });
  // Nobody's e-mail is known: Email asks for one (back office 5.5).
  await page.getByRole('button', { name: 'Email' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter Email Address' })).toBeVisible();
});
