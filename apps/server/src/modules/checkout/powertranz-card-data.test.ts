import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Status } from '@shop/contracts/status';
import { completeSpi } from '../../bench/three-ds-browser.js';
import { powertranzSandboxOf } from '../../payments/register.js';
import { CHALLENGE_PASSWORD, PTZ_CARDS } from '../../payments/powertranz/sandbox/test-cards.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { amountOf, card, confirmRequest, guestInfo, injectPoster, pickProduct, reserveRequest, type Line } from '../../test/checkout-flow.js';

let shop: TestShop;
let shopper: Session;
let lines: Line[];
let logs = '';
const PAN = PTZ_CARDS.challengeY;

const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => (logs += c.toString()));
  shop = await startShop({ env: { LOG_LEVEL: 'trace', PAYMENT_GATEWAY: 'powertranz', POWERTRANZ_TIMEOUT_MS: '800' }, logStream: stream });
  shopper = await shop.signIn('shopper');
  const [a] = await pickProduct(shop.db, 10);
  lines = [{ ...a!, quantity: 1 }];
});
afterAll(() => shop.close());

describe('card data on the PowerTranz path', () => {
  it('is nowhere in the database, the files or the logs but as its last 4 digits', async () => {
    const orderid = (await shop.call('reservecart', reserveRequest(lines, { reset: 'Y' }), shopper)).data.orderid as string;
    powertranzSandboxOf(shop.app)!.faults.next('http500', 'spi/auth');
    const hold = () => shop.call('holdfunds', { orderid, transactioncode: 0, amount: amountOf(lines), creditcard: card(PAN), guest: guestInfo }, shopper);
    expect((await hold()).status).toBe(Status.CARD_GATEWAY_ERROR);
    const held = await hold();
    expect(held.status, held.statusMessage).toBe(Status.OK);
    expect((await completeSpi(injectPoster(shop.app), held.data.html, CHALLENGE_PASSWORD)).reasoncode).toBe(1);
    expect((await shop.call('confirmcart', confirmRequest(orderid, lines), shopper)).status).toBe(Status.OK);
    shop.app.log.info({ body: { Source: { CardPan: PAN, CardCvv: '123' } }, Source: { CardPan: PAN } }, 'spi/auth request');

    const names = rowsOf(await shop.db.execute(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`)).map(
      (t) => t.table_name as string,
    );
    expect(names).toEqual(expect.arrayContaining(['powertranz_attempts', 'powertranz_sandbox_transactions', 'payment_attempts']));
    for (const table of names) {
      expect(rowsOf(await shop.db.execute(sql`select 1 from ${sql.identifier(table)} t where t::text like ${`%${PAN}%`}`)), table).toHaveLength(0);
    }
    expect(rowsOf(await shop.db.execute(sql`select 1 from powertranz_sandbox_transactions t where t.card_suffix = '0006'`)).length).toBeGreaterThan(0);
    // The receipt and its mail are written after the answer: a file listed half-written (`.part`) is gone by its read.
    await shop.outbox();
    for (const entry of await readdir(shop.config.DATA_DIR, { withFileTypes: true, recursive: true }).catch(() => [])) {
      if (entry.isFile()) expect((await readFile(path.join(entry.parentPath, entry.name))).toString('latin1')).not.toContain(PAN);
    }
    expect(logs).toContain('spi/auth request');
    expect(logs.split('\n').filter((l) => l.includes(PAN) || l.includes('"CardCvv":"123"'))).toEqual([]);
  });
});
