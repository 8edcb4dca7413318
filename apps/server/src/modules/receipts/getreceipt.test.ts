import { access, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { amountOf, confirmRequest, payFor, pickProduct, type Line } from '../../test/checkout-flow.js';
import { makeReceiptsPdf, type ReceiptData } from './receipt-pdf.js';

let shop: TestShop;
let shopper: Session;
let lines: Line[];
const made: ReceiptData[] = [];
let order: { orderid: string; confirmationnumber: string; filename: string };
/** While set, the next receipt made says it has begun and waits to be released (only that one). */
let holdNext: { begun: () => void; released: Promise<void> } | undefined;

beforeAll(async () => {
  shop = await startShop({
    deps: {
      pdf: async (receipts) => {
        made.push(...receipts);
        const hold = holdNext;
        holdNext = undefined;
        hold?.begun();
        await hold?.released;
        return makeReceiptsPdf(receipts);
      },
    },
  });
  shopper = await shop.signIn('shopper');
  const [a, b] = await pickProduct(shop.db, 10);
  lines = [
    { ...a!, quantity: 2 },
    { ...b!, quantity: 1 },
  ];
  const paid = await payFor(shop, shopper, lines);
  order = (await shop.call('confirmcart', confirmRequest(paid.orderid, lines), shopper)).data;
  await shop.deps.afterAnswer.drain();
});
afterAll(() => shop.close());

const fetchReceipt = (filename: string, s: Session | null) =>
  shop.app.inject({ method: 'POST', url: '/api/getreceipt', payload: { username: s?.username ?? '', sessionid: s?.sessionid ?? '', failstatus: 0, request: { filename } } });

describe('the receipt', () => {
  it('holds the shop, order and confirmation numbers, guest, flight, items with tax, totals, masked card and pickup', () => {
    const d = made.find((r) => r.orderid === order.orderid)!;
    expect(d).toMatchObject({
      shopName: 'Jamaica Airports Duty Free & Lounges',
      confirmationnumber: order.confirmationnumber,
      guest: { name: 'Ann Marie Brown', email: 'ann.brown@example.com', phone: '8765550123' },
      flight: { airport: 'Sangster International', direction: 'Departure', airline: 'American Airlines', flightid: 'AA 1318' },
      total: `USD $${amountOf(lines).toFixed(2)}`,
      card: { type: 'VISA', masked: 'XXXX XXXX XXXX 1111' },
    });
    expect(d.flight.time).toMatch(/ 11:35$/);
    expect(d.items).toHaveLength(2);
    expect(d.items[0]).toMatchObject({ name: lines[0]!.productname, quantity: 2, unitcost: `USD $${(lines[0]!.unitcostCents / 100).toFixed(2)}` });
    expect(d.items[0]!.taxrate).toMatch(/%$/);
    expect(d.card.authorization).toMatch(/^\d{6}$/);
    expect(d.pickup).toContain(order.confirmationnumber);
  });

  it('is answered as PDF bytes to its owner through getreceipt', async () => {
    const res = await fetchReceipt(order.filename, shopper);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="receipt-${order.orderid}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The QR code of the order id is drawn as an image.
    expect(res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('is not answered to anyone else, nor without a session, nor for a made-up name', async () => {
    // Staff of the order's lounge may open it (modules/counter); another shopper may not.
    const other = await fetchReceipt(order.filename, await shop.guest());
    expect(other.headers['content-type']).toContain('application/json');
    expect(other.json()).toMatchObject({ status: Status.NOT_FOUND, statusMessage: `The receipt ${order.filename} was not found.` });
    expect((await fetchReceipt(order.filename, null)).json().status).toBe(Status.SESSION_INVALID);
    expect((await fetchReceipt(`receipt-${order.orderid}-${'0'.repeat(32)}.pdf`, shopper)).json().status).toBe(Status.NOT_FOUND);
    expect((await fetchReceipt('../../etc/passwd', shopper)).json().status).toBe(Status.INVALID_REQUEST);
  });

  it('is made again from the order when its file is gone', async () => {
    await rm(path.join(shop.config.receiptsDir, order.filename));
    const res = await fetchReceipt(order.filename, shopper);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is made after confirmcart answers: a getreceipt that comes first makes it, and the mail follows', async () => {
    let release!: () => void;
    let begun!: () => void;
    const making = new Promise<void>((r) => (begun = r));
    holdNext = { begun, released: new Promise((r) => (release = r)) };
    const paid = await payFor(shop, shopper, lines);
    const res = await shop.call('confirmcart', confirmRequest(paid.orderid, lines), shopper);
    expect(res.status, res.statusMessage).toBe(Status.OK);
    // Answered while its receipt is still being made (held until released below): no file yet.
    await making;
    expect(made.at(-1)?.orderid).toBe(paid.orderid);
    const file = path.join(shop.config.receiptsDir, res.data.filename);
    await expect(access(file)).rejects.toThrow();
    const first = await fetchReceipt(res.data.filename, shopper);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    release();
    await shop.deps.afterAnswer.drain();
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    const mail = (await shop.outbox()).find((m) => m.includes(`Your order ${paid.orderid} is confirmed`));
    expect(mail).toMatch(/Content-Type: application\/pdf; name=receipt-/);
  });
});
