import { expect, type Page } from '@playwright/test';
import { showAirportDate } from '@shop/contracts/airport-time';
import { rateTexts } from '@shop/contracts/exchange-rate-rules';
import { openAccountMenu } from '../account-support';
import { field } from '../checkout-support';

// Shared steps of the @beyond browser tests (issue 29): the age check, JMD prices and the reminder.

/** A date of birth `years` years (and `days` days) before today at the airports, as the date input takes it. */
export function birthDate(years: number, days = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Jamaica' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Fills the guest step's four fields without going on. */
export async function typeGuest(page: Page) {
  await field(page, 'First Name').fill('Ann Marie');
  await field(page, 'Last Name').fill('Brown');
  await field(page, 'Email').fill('ann.brown@example.com');
  await field(page, 'Phone Number').fill('8765550123');
}

/** The amount of a "JMD $1,968.75" or "USD $12.50" text, in cents. */
export const centsOf = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

/** The JMD cents the shop shows for US cents at the demo rate (157.5), rounded half up once. */
export const jmdCents = (usdCents: number) => Math.floor((usdCents * 157_500_000 + 500_000) / 1_000_000);

/** Chooses the currency in the header. */
export async function chooseCurrency(page: Page, code: 'USD' | 'JMD') {
  const picker = page.getByRole('radiogroup', { name: 'Currency' });
  await picker.getByText(code, { exact: true }).click();
  await expect(picker.getByRole('radio', { name: code })).toBeChecked();
}

/** Opens Exchange Rates from a lounge supervisor's account menu (decision 0140). */
export async function openExchangeRates(page: Page, how: 'click' | 'tap' = 'click') {
  const menu = await openAccountMenu(page, how);
  await menu.getByRole('link', { name: 'Exchange Rates' })[how]();
  await expect(page.getByRole('heading', { name: 'Exchange Rates', level: 1 })).toBeVisible();
  return page.getByRole('textbox', { name: rateTexts.rateLabel });
}

/** Saves the JMD rate typed on the Exchange Rates screen and waits for the table to show it. */
export async function saveJmdRate(page: Page, rate: string) {
  await page.getByRole('textbox', { name: rateTexts.rateLabel }).fill(rate);
  await page.getByRole('button', { name: 'Save Rate' }).click();
  await expect(page.getByText(rateTexts.saved)).toBeVisible();
  await expect(page.getByTestId('rate-JMD')).toHaveText(rate);
  await expect(page.getByTestId('rate-set-by-JMD')).toHaveText('lounge');
  // Who set it and when, in airport time (day first, as staff read dates).
  await expect(page.getByTestId('rate-set-at-JMD')).toHaveText(new RegExp(`^${showAirportDate(new Date(), false)} \\d\\d:\\d\\d$`));
}
