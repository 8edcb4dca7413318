import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../../test/harness.js';
import { pickProduct, type Line } from '../../test/checkout-flow.js';
import { checkedInOrder, signature } from '../../test/counter-flow.js';
import { makeReceiptsPdf, type ReceiptData } from '../receipts/receipt-pdf.js';

let shop: TestShop;
let shopper: Session;
let lounge: Session;
let lines: Line[];
const made: ReceiptData[] = [];
let orderid: string;
let checkoutFile: string;

beforeAll(async () => {
  shop = await startShop({ deps: { pdf: async (receipts) => (made.push(...receipts), makeReceiptsPdf(receipts)) } });
  shopper = await shop.signIn('shopper');
  lounge = await shop.signIn('lounge');
  const [a] = await pickProduct(shop.db, 20);
  lines = [{ ...a!, quantity: 2 }];
  const o = await checkedInOrder(shop, shopper, lines);
  orderid = o.orderid;
  const res = await shop.call('processorder', { orderid, processaction: 'CHECKOUTORDER', idseen: 'Y', amount: o.amount, signature: await signature() }, lounge);
  checkoutFile = res.data.filename;
});
afterAll(() => shop.close());

const fetchFile = (filename: string, s: Session) =>
  shop.app.inject({ method: 'POST', url: '/api/getreceipt', payload: { username: s.username, sessionid: s.sessionid, failstatus: 0, request: { filename } } });

describe('the check-out receipt', () => {
  it('holds the taken quantities, payments with the masked card, the signature image and the staff user', () => {
    const d = made.find((r) => r.orderid === orderid && r.counter?.title === 'Check-out receipt')!;
    expect(d.counter).toMatchObject({ applied: [2], staff: 'Andre Williams (lounge)' });
    expect(d.counter!.payments.join('\n')).toMatch(/Card charged: USD \$[\d.]+, VISA XXXX XXXX XXXX 1111/);
    expect(d.counter!.signature!.subarray(1, 4).toString()).toBe('PNG');
  });

  it('is a PDF the lounge operator and the shopper may open', async () => {
    for (const s of [lounge, shopper]) {
      const res = await fetchFile(checkoutFile, s);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await fetchFile(checkoutFile, await shop.guest())).json().status).toBe(Status.NOT_FOUND);
  });
});

describe('printreceipt', () => {
  it('answers the newest receipt of the order and the guest e-mail', async () => {
    const res = await shop.call('printreceipt', { orderid, reprint: 'Y' }, lounge);
    expect(res.data).toEqual({ orderid, filename: checkoutFile, email: 'ann.brown@example.com' });
  });
});

describe('sendreceipt', () => {
  it('mails the receipt to the guest with the PDF attached', async () => {
    const res = await shop.call('sendreceipt', { orderid, filename: checkoutFile }, lounge);
    expect(res).toMatchObject({ status: 0, data: { message: 'Email sent successfully' } });
    const mail = (await shop.outbox()).find((m) => m.includes(`Your receipt for order ${orderid}`))!;
    expect(mail).toContain('To: ann.brown@example.com');
    expect(mail).toContain('application/pdf');
  });

  it('refuses an e-mail that is not one', async () => {
    const res = await shop.call('sendreceipt', { orderid, email: 'not-an-email' }, lounge);
    expect(res).toMatchObject({ status: Status.INVALID_REQUEST, statusMessage: 'Please enter a valid email address.' });
  });
});

describe('getreport 19', () => {
  it('makes one PDF of the receipts of the orders asked for, drawn where every receipt is drawn', async () => {
    made.length = 0;
    const res = await shop.call('getreport', { reportid: 19, startorderid: orderid, endorderid: orderid }, lounge);
    expect(res.status).toBe(0);
    const file = await fetchFile(res.data.filename, lounge);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The server's receipt maker (its drawing thread in the running shop, docs/decisions/0192) drew it.
    expect(made.length).toBeGreaterThan(0);
    expect(new Set(made.map((r) => r.orderid))).toEqual(new Set([orderid]));
  });

  it('refuses another report id', async () => {
    expect((await shop.call('getreport', { reportid: 3, startorderid: orderid, endorderid: orderid }, lounge)).status).toBe(Status.INVALID_REQUEST);
  });
});
