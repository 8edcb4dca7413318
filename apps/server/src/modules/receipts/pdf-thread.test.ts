import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdfThread } from './pdf-thread.js';
import { makeReceiptsPdf, type ReceiptData } from './receipt-pdf.js';

// A stand-in for the compiled receipt-pdf.js: it names the thread it drew on, fails, stops its thread or waits
// when the order id asks it to.
const standIn = `
import { threadId } from 'node:worker_threads';
export async function makeReceiptsPdf([d]) {
  if (d.orderid === 'FAIL') throw new Error('no ink');
  if (d.orderid === 'STOP') process.exit(3);
  if (d.orderid.startsWith('SLOW')) await new Promise((r) => setTimeout(r, 100));
  return Buffer.from('%PDF ' + d.orderid + ' on thread ' + threadId);
}
`;

let dir: string;
let module: URL;
const receipt = (orderid: string) => [{ orderid } as ReceiptData];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pdf-thread-'));
  await writeFile(path.join(dir, 'receipt-pdf.mjs'), standIn);
  module = pathToFileURL(path.join(dir, 'receipt-pdf.mjs'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the receipt thread', () => {
  it('draws receipts off the main thread, each answered to its own caller', async () => {
    const t = createPdfThread(module);
    const [slow, quick] = await Promise.all([t.pdf(receipt('SLOW1')), t.pdf(receipt('SIA100001'))]);
    expect(slow.toString()).toMatch(/^%PDF SLOW1 on thread [1-9]\d*$/);
    expect(quick.toString()).toMatch(/^%PDF SIA100001 on thread [1-9]\d*$/);
    await t.close();
  });

  it('refuses a receipt that fails to draw, and draws the next one', async () => {
    const t = createPdfThread(module);
    await expect(t.pdf(receipt('FAIL'))).rejects.toThrow('the receipt could not be drawn: no ink');
    expect((await t.pdf(receipt('SIA100002'))).toString()).toContain('%PDF SIA100002');
    await t.close();
  });

  it('refuses the receipts a stopped thread held; the next receipt starts a new thread', async () => {
    const t = createPdfThread(module);
    const first = (await t.pdf(receipt('SIA100003'))).toString();
    const held = t.pdf(receipt('SLOW2'));
    await expect(t.pdf(receipt('STOP'))).rejects.toThrow('the receipt thread stopped (exit code 3)');
    await expect(held).rejects.toThrow('the receipt thread stopped');
    const next = (await t.pdf(receipt('SIA100004'))).toString();
    expect(next).toContain('%PDF SIA100004');
    expect(next.split(' on ')[1]).not.toBe(first.split(' on ')[1]);
    await t.close();
  });

  it('refuses what it was drawing when closed', async () => {
    const t = createPdfThread(module);
    const held = t.pdf(receipt('SLOW3'));
    await t.close();
    await expect(held).rejects.toThrow('the receipt thread stopped');
  });

  it('draws a real receipt with the compiled drawing module when the build is there', async ({ skip }) => {
    const built = new URL('../../../dist/modules/receipts/receipt-pdf.js', import.meta.url);
    if (!(await access(built).then(() => true, () => false))) skip('no build (npm run build) to draw with');
    const t = createPdfThread(built);
    const data: ReceiptData = {
      shopName: 'Jamaica Airports Duty Free & Lounges',
      orderid: 'SIA100005',
      confirmationnumber: 'ABCDEFGHJK',
      placedAt: '25/11/2026 15:00',
      guest: { name: 'Ann Lee', email: 'ann@example.com', phone: '8765550100' },
      flight: { airport: 'Sangster International', direction: 'Departure', airline: 'Air Canada', flightid: 'AC 1807', time: '25/11/2026 18:50' },
      items: [{ name: 'Rum Cream', unitcost: 'USD $20.00', quantity: 1, taxrate: '0%', total: 'USD $20.00' }],
      subtotal: 'USD $20.00',
      tax: 'USD $0.00',
      total: 'USD $20.00',
      card: { type: 'VISA', masked: 'XXXX XXXX XXXX 0006', authorization: '123456' },
      pickup: 'Collect your order at the lounge.',
    };
    const [there, here] = await Promise.all([t.pdf([data]), makeReceiptsPdf([data])]);
    expect(there.subarray(0, 5).toString()).toBe('%PDF-');
    // The same drawing code: the same size, give or take the creation date's digits.
    expect(Math.abs(there.length - here.length)).toBeLessThan(64);
    await t.close();
  });
});
