import { expect, type Page } from '@playwright/test';
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
