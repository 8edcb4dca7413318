import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { convertCents } from '@shop/contracts/money';
import { openCategory } from '../shop-support';
import { signIn } from '../support';
import { centsOf, chooseCurrency, jmdCents, openExchangeRates, saveJmdRate } from './beyond-support';

// Setting a new JMD rate would change the prices every other test expects (157.5): this spec runs its own shop,
// on a port and data folder derived from this run's E2E port, so runs and files do not collide.
const port = Number(process.env.E2E_PORT ?? 4173) + 3000;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(`var/e2e-rate-${port}`);
let server: ChildProcess | undefined;

test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await rm(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  await expect.poll(async () => fetch(`${baseURL}/`).then((r) => r.status, () => 0), { timeout: 150_000, intervals: [500] }).toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => (server?.exitCode !== null ? r(null) : server.once('exit', r)));
  await rm(dataDir, { recursive: true, force: true });
});

test('@beyond the lounge supervisor sets the JMD rate; a shopper sees the JMD price follow it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A shopper browsing rum in Jamaican dollars at the demo rate.
  await openCategory(page, 'Island Spirits', 'Rum');
  await chooseCurrency(page, 'JMD');
  const price = page.getByTestId('price').first();
  const usdCents = centsOf(await page.getByTestId('price-usd').first().innerText());
  await expect.poll(async () => centsOf(await price.innerText())).toBe(jmdCents(usdCents));

  // The supervisor, on another browser, sets today's rate.
  const staff = await browser.newContext({ baseURL });
  const office = await staff.newPage();
  await signIn(office, 'lounge');
  await openExchangeRates(office);
  await expect(office.getByTestId('rate-JMD')).toHaveText('157.5');
  await saveJmdRate(office, '161.25');
  await staff.close();

  // The shopper's next page load shows the new rate, with no new sign-in.
  await page.reload();
  await expect(price).toHaveText(/^JMD \$/);
  await expect.poll(async () => centsOf(await price.innerText())).toBe(convertCents(usdCents, 161.25));
});
