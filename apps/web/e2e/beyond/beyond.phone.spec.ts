import { expect, test } from '../shared-tab';
import { ageTexts } from '@shop/contracts/age-rules';
import { addToCart, proceedToCheckout } from '../checkout-support';
import { openCategory } from '../shop-support';
import { birthDate, chooseCurrency, typeGuest } from './beyond-support';

test.describe('@beyond on a phone', () => {
  test('@beyond JMD prices on the product list and the cart of a phone', async ({ page }) => {
    await openCategory(page, 'Island Spirits', 'Rum', 'tap');
    await chooseCurrency(page, 'JMD');
    await expect(page.getByTestId('price').first()).toHaveText(/^JMD \$/);
    await addToCart(page);
    await page.goto('/cart');
    await expect(page.getByTestId('grand-total')).toHaveText(/^JMD \$/);
    await expect(page.getByTestId('grand-total-usd')).toHaveText(/USD \$/);
  });

  test('@beyond an under-18 buyer is refused at the guest step of a phone (age check)', async ({ page }) => {
    await addToCart(page);
    await proceedToCheckout(page);
    await typeGuest(page);
    await page.getByLabel(ageTexts.birthDateLabel).fill(birthDate(17));
    await page.getByRole('button', { name: 'Continue' }).tap();
    await expect(page.getByRole('alert').filter({ hasText: ageTexts.underAge })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Guest Information', level: 1 })).toBeVisible();
  });
});
