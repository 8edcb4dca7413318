import { expect, test } from './shared-tab';
import { signedInAt, signIn } from './support';
import { APPROVE_CARD, addToCart, browserStorage, field, fillCard, fillFlight, fillGuest, proceedToCheckout, tomorrow } from './checkout-support';

test.describe('checkout forms', () => {
  test.beforeEach(async ({ page }) => {
    await signedInAt(page, 'shopper');
    await addToCart(page);
    await proceedToCheckout(page);
  });

  test('the guest step is filled from the profile, filters what is typed and names each missing field', async ({ page }) => {
    await expect(field(page, 'First Name')).toHaveValue('Keisha');
    await expect(field(page, 'Email')).toHaveValue('shopper@dutyfree.example');
    for (const name of ['First Name', 'Last Name', 'Email', 'Phone Number']) await field(page, name).fill('');
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const text of ['First Name is Required.', 'Last Name is Required.', 'Email is required.', 'Phone Number is Required.']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await field(page, 'Email').fill('keisha@');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();

    await field(page, 'First Name').fill('Mary-Ann 2');
    await expect(field(page, 'First Name')).toHaveValue('MaryAnn ');
    await field(page, 'Last Name').fill('Montgomery-Smithsonian');
    await expect(field(page, 'Last Name')).toHaveValue('MontgomerySmiths');
    await field(page, 'Phone Number').fill('(876) 555-0123 44');
    await expect(field(page, 'Phone Number')).toHaveValue('8765550123');
    await expect(page).toHaveURL(/\/cart\/guest$/);
    await expect(page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]')).toContainText('Guest');
  });

  test('the flight step asks for a date, an airline and a flight, and keeps the choice over a reload', async ({ page }) => {
    await fillGuest(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const text of ['Please Select Flight Date.', 'Please Select Airline.', 'Please Select Flight.']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    // Yesterday is not offered: the date input stops at today.
    const min = await page.getByLabel('Travel Date').getAttribute('min');
    expect(min! < tomorrow()).toBe(true);
    expect(await page.getByLabel('Travel Date').getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const chosen = await fillFlight(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Flight Details' }).click();
    await expect(page.getByLabel('Travel Date')).toHaveValue(tomorrow());
    await expect(page.getByRole('combobox', { name: 'Airline' }).locator('option:checked')).toHaveText(chosen.airline);
    await page.getByRole('link', { name: 'Guest Information' }).click();
    await expect(field(page, 'Last Name')).toHaveValue('Campbell');
  });

  test('a flight no longer offered is refused in an Oops! dialog', async ({ page }) => {
    await fillGuest(page);
    await fillFlight(page);
    // The flight chosen earlier has since closed: the kept draft names a schedule the server no longer offers.
    await page.evaluate(() => {
      // The drafts are kept per signed-in user, under checkoutDrafts:<username>.
      const key = Object.keys(localStorage).find((k) => k.startsWith('checkoutDrafts:'))!;
      const drafts = JSON.parse(localStorage.getItem(key)!) as { state: { flight: { scheduleid: string } } };
      drafts.state.flight.scheduleid = 'SIA-D-XX0000-20200101';
      localStorage.setItem(key, JSON.stringify(drafts));
    });
    await page.goto('/cart/checkout');
    await page.getByRole('button', { name: 'Continue' }).click();
    const oops = page.getByRole('dialog', { name: 'Oops!' });
    await expect(oops).toBeVisible();
    await oops.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/cart\/checkout$/);
  });

  test('the card step validates every field and never stores the card number or CVV', async ({ page }) => {
    await fillGuest(page);
    await fillFlight(page);
    await page.getByRole('button', { name: 'Review Order' }).click();
    for (const text of ['Card Holder is Required.', 'Card Number is Required.', 'Expiry Date is Required.', 'CVV is Required.']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await field(page, 'Card Holder').fill('  Keisha');
    await expect(field(page, 'Card Holder')).toHaveValue('Keisha');
    await field(page, 'Card Number').fill('4111111111111112');
    await field(page, 'Expiry Date').fill('0120');
    await page.getByLabel('CVV').fill('98');
    await page.getByRole('button', { name: 'Review Order' }).click();
    for (const text of ['Please Enter a valid Card Number.', 'Please Enter a valid Expiry Date.', 'Please Enter a valid CVV.']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    // An American Express number is refused, and the brand shows as the number is typed.
    await field(page, 'Card Number').fill('378282246310005');
    await expect(page.getByTestId('card-type')).toBeHidden();
    await field(page, 'Card Number').fill('55');
    await expect(page.getByTestId('card-type')).toHaveText('MASTERCARD');
    await field(page, 'Card Number').fill('4111');
    await expect(page.getByTestId('card-type')).toHaveText('VISA');

    await fillCard(page, APPROVE_CARD, '987');
    const stored = await browserStorage(page);
    expect(stored).not.toContain(APPROVE_CARD);
    expect(stored).not.toMatch(/cvv|cardnumber|"987"/i);
    expect(stored).toContain('Campbell');

    // The card lives in memory only: after a reload the review sends the shopper back to type it again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    await expect(field(page, 'Card Number')).toHaveValue('');
  });

  test('the review shows the flight and masks the card but its last 4 digits', async ({ page }) => {
    await fillGuest(page);
    const chosen = await fillFlight(page);
    await fillCard(page, '5500000000000004', '987');
    await expect(page.getByTestId('review-guest-name')).toHaveText('Keisha Campbell');
    await expect(page.getByTestId('review-email')).toHaveText('shopper@dutyfree.example');
    await expect(page.getByTestId('review-phone')).toHaveText('8765550101');
    await expect(page.getByTestId('review-airline')).toHaveText(chosen.airline);
    await expect(page.getByTestId('review-flight')).toHaveText(chosen.flight);
    const [y, m, d] = tomorrow().split('-');
    await expect(page.getByTestId('review-flight-time')).toHaveText(new RegExp(`^${m}/${d}/${y} \\d{2}:\\d{2}$`));
    await expect(page.getByTestId('review-card-type')).toHaveText('MASTERCARD');
    await expect(page.getByTestId('review-card-number')).toHaveText('**** **** **** 0004');
    await expect(page.getByTestId('review-expiry')).toHaveText('12/30');
    await expect(page.getByRole('main')).not.toContainText('5500000000000004');
    await expect(page.getByTestId('review-item')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/cart');
  });
});

test('a lounge operator may skip the guest details and gets the lounge airport and today preset', async ({ page }) => {
  await signIn(page, 'lounge');
  // Lounge operators fill their cart at the counter (walk-in screens); here the cart is laid in directly.
  await page.evaluate(() => {
    const line = { productid: 1, productreferenceid: 'P1017', productname: 'Lounge test line', unitcost: 52, msrp: null, taxrate: 0.1, quantity: 10, noticequantity: 2, quantityincart: 1, total: 52, vendorid: 'V1', vendorname: 'Club MoBay', categoryid: 1, rootproductid: 1, storeid: 'S1' };
    // The cart is kept per signed-in user (docs/decisions/0040).
    localStorage.setItem('cart:lounge', JSON.stringify({ state: { cart: [line], cartTotal: 52, cartTaxTotal: 5.2, cartGrandTotal: 57.2 }, version: 0 }));
  });
  await page.goto('/cart/guest');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Flight Details', level: 1 })).toBeVisible();
  await expect(page.getByTestId('flight-airport')).toHaveText('Sangster International · Departure');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Jamaica' }).format(new Date());
  await expect(page.getByLabel('Travel Date')).toHaveValue(today);
  expect(await page.getByLabel('Travel Date').getAttribute('max')).toBeNull();
  await page.getByLabel('Travel Date').fill(tomorrow());
  await expect(page.getByRole('combobox', { name: 'Airline' })).toBeEnabled();
});
