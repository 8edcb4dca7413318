import { expect, test } from '../shared-tab';
import { convertCents } from '@shop/contracts/money';
import { openCategory } from '../shop-support';
import { ownShop } from '../own-shop';
import { signedInAt } from '../support';
import { centsOf, chooseCurrency, jmdCents, openExchangeRates, saveJmdRate } from './beyond-support';

// Setting a new JMD rate would change the prices every other test expects (157.5): this spec runs its own shop.
const { baseURL } = ownShop('rate', 3000);

test.use({ baseURL });

test('@beyond the lounge supervisor sets the JMD rate; a shopper sees the JMD price follow it', async ({ page, person }) => {
  test.setTimeout(120_000);
  // A shopper browsing rum in Jamaican dollars at the demo rate.
  await openCategory(page, 'Island Spirits', 'Rum');
  await chooseCurrency(page, 'JMD');
  const price = page.getByTestId('price').first();
  const usdCents = centsOf(await page.getByTestId('price-usd').first().innerText());
  await expect.poll(async () => centsOf(await price.innerText())).toBe(jmdCents(usdCents));

  // The supervisor, on another browser, sets today's rate.
  const office = await person();
  await signedInAt(office, 'lounge');
  await openExchangeRates(office);
  await expect(office.getByTestId('rate-JMD')).toHaveText('157.5');
  await saveJmdRate(office, '161.25');

  // The shopper's next page load shows the new rate, with no new sign-in.
  await page.reload();
  await expect(price).toHaveText(/^JMD \$/);
  await expect.poll(async () => centsOf(await price.innerText())).toBe(convertCents(usdCents, 161.25));
});
