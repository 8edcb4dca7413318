import { expect, type Page } from '@playwright/test';
import { rateToBp, taxCents } from '@shop/contracts/money';
import { goHome } from './support';

// Shared steps and money arithmetic for the shop's browser tests, at desktop and phone size.

export const productCards = (page: Page) => page.getByTestId('product-card');
export const cartLine = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name });

/** "USD $1,234.50" (or any text with one price) to integer cents. */
export const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

/** Integer cents as the shop shows them: "USD $1,234.50". */
export const usd = (c: number) => `USD $${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** The cart's tax in cents: the sum of line total x rate, exact in hundredths of a percent, rounded once. */
export const expectedTax = (lines: { lineCents: number; rate: number }[]) =>
  taxCents(lines.map((l) => ({ lineCents: l.lineCents, bp: rateToBp(l.rate) })));

/** From the home page: Sangster departure, a store, one of its categories; `tap` on a touch screen. */
export async function openCategory(page: Page, store: string, category: string, how: 'click' | 'tap' = 'click') {
  await goHome(page);
  await page.getByRole('button', { name: 'Sangster International Departure', exact: true })[how]();
  await page.getByRole('button', { name: `Shop now at ${store}` })[how]();
  await page.getByRole('button', { name: category, exact: true })[how]();
  await expect(page).toHaveURL(/\/store\/products$/);
  await expect(page.getByRole('heading', { name: category, level: 1 })).toBeVisible();
  await expect(productCards(page).first()).toBeVisible();
}
