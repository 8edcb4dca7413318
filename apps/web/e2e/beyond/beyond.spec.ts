import { expect, test } from '../shared-tab';
import { ageTexts } from '@shop/contracts/age-rules';
import { addToCart, proceedToCheckout, RUM, toReview } from '../checkout-support';
import { openCategory } from '../shop-support';
import { signedInAt } from '../support';
import { birthDate, centsOf, chooseCurrency, jmdCents, typeGuest } from './beyond-support';

test.describe('@beyond age check for alcohol and tobacco', () => {
  test('@beyond an under-18 buyer is refused at checkout with a plain sentence; an adult goes on', async ({ page }) => {
    await addToCart(page);
    await proceedToCheckout(page);
    await typeGuest(page);
    const dob = page.getByLabel(ageTexts.birthDateLabel);
    await expect(dob).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(ageTexts.birthDateRequired)).toBeVisible();
    // Turns 18 tomorrow: still refused.
    await dob.fill(birthDate(18, 1));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ageTexts.underAge })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Guest Information', level: 1 })).toBeVisible();
    await dob.fill(birthDate(18));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Flight Details', level: 1 })).toBeVisible();
  });

  test('@beyond no date of birth is asked for goods that are not restricted, nor of a subscriber whose profile keeps it', async ({ page }) => {
    await signedInAt(page, 'shopper');
    await addToCart(page, RUM);
    await proceedToCheckout(page);
    await expect(page.getByRole('textbox', { name: 'Phone Number' })).toBeVisible();
    await expect(page.getByLabel(ageTexts.birthDateLabel)).toHaveCount(0);
  });

  test('@beyond the category form marks a category as alcohol or tobacco (age check 18+)', async ({ page }) => {
    await signedInAt(page, 'lounge', '/categorys');
    const row = page.getByRole('row').filter({ hasText: 'Rum' }).first();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /edit/i }).first().click();
    const box = page.getByRole('checkbox', { name: /Alcohol or tobacco/ });
    await expect(box).toBeChecked();
  });
});

test.describe('@beyond prices in Jamaican dollars', () => {
  test('@beyond JMD prices on the product list and the cart, with USD beside, remembered after a reload', async ({ page }) => {
    await openCategory(page, 'Island Spirits', 'Rum');
    const usdText = await page.getByTestId('price').first().innerText();
    expect(usdText).toMatch(/^USD \$/);
    await chooseCurrency(page, 'JMD');
    const price = page.getByTestId('price').first();
    await expect(price).toHaveText(/^JMD \$/);
    await expect(price).toHaveText(/^JMD \$/);
    expect(centsOf(await price.innerText())).toBe(jmdCents(centsOf(usdText)));
    await expect(page.getByTestId('price-usd').first()).toHaveText(`(${usdText})`);
    await addToCart(page);
    await page.goto('/cart');
    await expect(page.getByTestId('line-total').first()).toHaveText(/^JMD \$/);
    await expect(page.getByTestId('grand-total')).toHaveText(/^JMD \$/);
    await page.reload();
    await expect(page.getByTestId('grand-total')).toHaveText(/^JMD \$/);
    await chooseCurrency(page, 'USD');
    await expect(page.getByTestId('grand-total')).toHaveText(/^USD \$/);
  });

  test('@beyond JMD: the review page says the card is charged in US dollars, with both amounts', async ({ page }) => {
    await toReview(page);
    const sentence = page.getByTestId('charged-in-usd');
    await expect(sentence).toContainText('Your card is charged in US dollars: USD $');
    await expect(sentence).toContainText('JMD $');
  });
});

test.describe('@beyond prices for a browser in Jamaica', () => {
  test.use({ locale: 'en-JM' });
  test('@beyond JMD first by default when the browser language region is Jamaica', async ({ page }) => {
    await openCategory(page, 'Island Spirits', 'Rum');
    await expect(page.getByRole('radiogroup', { name: 'Currency' }).getByRole('radio', { name: 'JMD' })).toBeChecked();
    await expect(page.getByTestId('price').first()).toHaveText(/^JMD \$/);
  });
});
