import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** One bought line as a receipt prints it. */
export interface ReceiptLine {
  name: string;
  unitcost: string;
  quantity: number;
  taxrate: string;
  total: string;
}

export interface ReceiptData {
  shopName: string;
  orderid: string;
  confirmationnumber: string;
  placedAt: string;
  guest: { name: string; email: string; phone: string };
  flight: { airport: string; direction: string; airline: string; flightid: string; time: string };
  items: ReceiptLine[];
  subtotal: string;
  tax: string;
  total: string;
  card: { type: string; masked: string; authorization: string };
  pickup: string;
  /** "Check ID: 18+" on an order holding alcohol or tobacco (decision 0130). */
  checkId?: string;
  /** The counter's receipts (sale, check-out, refund; docs/decisions/0066) add these. */
  counter?: CounterReceipt;
}

export interface CounterReceipt {
  title: string;
  /** The stores whose goods the order holds. */
  stores: string;
  /** Applied (check-out) or refunded quantities per item name, in item order. */
  applied: (number | null)[];
  extras: ReceiptLine[];
  /** One line per movement of money: card captures and refunds (masked card), cash with currency and rate. */
  payments: string[];
  totals: { label: string; value: string }[];
  signature: Buffer | null;
  staff: string;
  at: string;
}

/**
 * Makes one PDF of receipts, one per page: an order's receipt is a list of one, the receipt report (getreport 19)
 * up to 50. A dependency, so the server can draw them off its main thread (pdf-thread.ts) and tests can read what
 * went into them.
 */
export type PdfMaker = (receipts: readonly ReceiptData[]) => Promise<Buffer>;

const TEAL = '#0b6e6e';

function table(doc: PDFKit.PDFDocument, d: ReceiptData) {
  const cols = [50, 280, 350, 400, 460];
  const head = ['Product', 'Unit cost', d.counter ? 'Qty (taken)' : 'Qty', 'Tax', 'Total'];
  let y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10);
  head.forEach((h, i) => doc.text(h, cols[i]!, y, { width: i === 0 ? 220 : 80 }));
  doc.font('Helvetica');
  y += 16;
  const extras = (d.counter?.extras ?? []).map((e) => ({ ...e, name: `${e.name} (extra)` }));
  for (const [n, it] of [...d.items, ...extras].entries()) {
    const taken = d.counter?.applied[n];
    const qty = taken === undefined || taken === null ? String(it.quantity) : `${it.quantity} (${taken})`;
    const row = [it.name, it.unitcost, qty, it.taxrate, it.total];
    const h = doc.heightOfString(it.name, { width: 220 });
    row.forEach((v, i) => doc.text(v, cols[i]!, y, { width: i === 0 ? 220 : 80 }));
    y += Math.max(h, 12) + 4;
  }
  doc.y = y + 6;
  doc.x = 50;
}

/** The counter's part: final totals, payments with masked card or currency and rate, the signature, who and when. */
function counterPart(doc: PDFKit.PDFDocument, c: CounterReceipt) {
  for (const t of c.totals) doc.font('Helvetica-Bold').text(`${t.label}: ${t.value}`, { align: 'right' });
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Payment');
  doc.font('Helvetica');
  for (const p of c.payments) doc.text(p);
  doc.moveDown();
  if (c.signature) {
    doc.font('Helvetica-Bold').text('Guest signature');
    doc.image(c.signature, { width: 180 });
    doc.moveDown(0.5);
  }
  doc.font('Helvetica').text(`Served by ${c.staff}, ${c.at}`);
}

/**
 * Draws one receipt from the top of the current page: shop, order and confirmation numbers, QR of the order id,
 * guest, flight, items, totals, card, pickup.
 */
async function drawReceipt(doc: PDFKit.PDFDocument, d: ReceiptData) {
  const qr = await QRCode.toBuffer(d.orderid, { margin: 1, width: 120 });
  doc.fillColor(TEAL).font('Helvetica-Bold').fontSize(18).text(d.shopName, 50, 50, { width: 360 });
  doc.fillColor('black').font('Helvetica').fontSize(11).text(d.counter?.title ?? 'Order receipt', { width: 360 });
  if (d.counter) doc.text(d.counter.stores, { width: 360 });
  doc.image(qr, 445, 45, { width: 100 });
  doc.moveDown();
  doc.font('Helvetica-Bold').text(`Order number: ${d.orderid}`);
  doc.text(`Confirmation number: ${d.confirmationnumber}`);
  if (d.checkId) doc.fillColor('#b00020').text(d.checkId).fillColor('black');
  doc.font('Helvetica').text(`Placed: ${d.placedAt}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Guest');
  doc.font('Helvetica').text(`${d.guest.name}\n${d.guest.email}\n${d.guest.phone}`);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text('Flight');
  doc.font('Helvetica').text(`${d.flight.airport} (${d.flight.direction})\n${d.flight.airline} ${d.flight.flightid}\n${d.flight.time}`);
  doc.moveDown();
  table(doc, d);
  doc.font('Helvetica').text(`Sub Total: ${d.subtotal}`, { align: 'right' });
  doc.text(`Tax: ${d.tax}`, { align: 'right' });
  doc.font('Helvetica-Bold').text(`Grand Total: ${d.total}`, { align: 'right' });
  doc.moveDown();
  if (d.counter) counterPart(doc, d.counter);
  else {
    doc.font('Helvetica-Bold').text('Payment');
    doc.font('Helvetica').text(`${d.card.type} ${d.card.masked}, authorization number ${d.card.authorization}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Pickup');
    doc.font('Helvetica').text(d.pickup);
  }
}

/** Receipts one per page in one PDF: an order's own, or the receipt report's (getreport 19). */
export const makeReceiptsPdf: PdfMaker = async (list) => {
  const doc = new PDFDocument({ size: 'A4', margin: 50, autoFirstPage: false, info: { Title: `Receipts ${list[0]?.orderid ?? ''}`, Author: list[0]?.shopName ?? '' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const d of list) {
    doc.addPage();
    await drawReceipt(doc, d);
  }
  doc.end();
  return done;
};
