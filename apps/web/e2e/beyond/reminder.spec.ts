import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../shared-tab';
import QRCode from 'qrcode';
import { ownShop } from '../own-shop';

// The reminder goes out 3 hours before a departure, and a departure can be booked only 3 hours ahead: this spec
// runs its own shop whose lead is 3 days (REMINDER_LEAD_MINUTES), so the demo orders of tomorrow's flights are
// due at its first job run (own-shop.ts).
const { dataDir } = ownShop('reminder', 2000, { REMINDER_LEAD_MINUTES: '4320' });

async function reminderMails(): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return mails.filter((m) => /Subject: Your flight .* leaves soon: collect order/.test(m.replace(/\r?\n\s+/g, ' ')));
}

/** The base64 body of the MIME part with Content-ID <order-qr>. */
function inlineQr(mail: string): Buffer {
  const part = mail.split(/\r?\n--/).find((p) => /Content-ID: <order-qr>/i.test(p));
  if (!part) throw new Error('no inline QR image in the reminder');
  const body = part.split(/\r?\n\r?\n/).slice(1).join('').replace(/\s+/g, '');
  return Buffer.from(body, 'base64');
}

test('@beyond the reminder before the flight mails the order, lounge, items and the QR code image (read from the outbox)', async ({ page }) => {
  await expect.poll(async () => (await reminderMails()).length, { timeout: 60_000 }).toBeGreaterThan(0);
  const mail = (await reminderMails())[0]!;
  const text = mail.replace(/=\r?\n/g, '');
  const orderid = text.match(/collect order (\S+)/)![1]!;
  expect(text).toContain('Club MoBay, on the departures level of Sangster International');
  expect(text).toMatch(/\d+ x /);
  expect(text).toContain('cid:order-qr');
  const png = inlineQr(mail);
  // The QR code of the order id, as the shop draws it (the same one the order page and receipt show).
  expect(png.equals(await QRCode.toBuffer(orderid, { margin: 1, width: 240, errorCorrectionLevel: 'M' }))).toBe(true);
  // The picture is a real image a mail reader shows, on an empty page of its own.
  await page.goto('about:blank');
  await page.setContent(`<img alt="QR" src="data:image/png;base64,${png.toString('base64')}">`);
  await expect.poll(() => page.getByAltText('QR').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  // One reminder per order, even though the job runs every minute.
  const ids = (await reminderMails()).map((m) => m.replace(/=\r?\n/g, '').match(/collect order (\S+)/)![1]);
  expect(new Set(ids).size).toBe(ids.length);
});
