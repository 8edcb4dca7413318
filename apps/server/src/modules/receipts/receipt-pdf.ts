import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface ReceiptData {
  shopName: string;
  orderid: string;
  confirmationnumber: string;
  placedAt: string;
  guest: { name: string; email: string; phone: string };
  flight: { airport: string; direction: string; airline: string; flightid: string; time: string };
  items: { name: string; unitcost: string; quantity: number; taxrate: string; total: string }[];
  subtotal: string;
  tax: string;
  total: string;
  card: { type: string; masked: string; authorization: string };
  pickup: string;
}

/** Makes the receipt PDF; a dependency so tests can read what went into it. */
export type PdfMaker = (data: ReceiptData) => Promise<Buffer>;

const TEAL = '#0b6e6e';

function table(doc: PDFKit.PDFDocument, d: ReceiptData) {
  const cols = [50, 280, 350, 400, 460];
  const head = ['Product', 'Unit cost', 'Qty', 'Tax', 'Total'];
  let y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10);
  head.forEach((h, i) => doc.text(h, cols[i]!, y, { width: i === 0 ? 220 : 80 }));
  doc.font('Helvetica');
  y += 16;
  for (const it of d.items) {
    const row = [it.name, it.unitcost, String(it.quantity), it.taxrate, it.total];
    const h = doc.heightOfString(it.name, { width: 220 });
    row.forEach((v, i) => doc.text(v, cols[i]!, y, { width: i === 0 ? 220 : 80 }));
    y += Math.max(h, 12) + 4;
  }
  doc.y = y + 6;
  doc.x = 50;
}

/** The order receipt: shop, order and confirmation numbers, QR of the order id, guest, flight, items, totals, card, pickup. */
export const makeReceiptPdf: PdfMaker = async (d) => {
  const qr = await QRCode.toBuffer(d.orderid, { margin: 1, width: 120 });
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Receipt ${d.orderid}`, Author: d.shopName } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fillColor(TEAL).font('Helvetica-Bold').fontSize(18).text(d.shopName, 50, 50, { width: 360 });
  doc.fillColor('black').font('Helvetica').fontSize(11).text('Order receipt', { width: 360 });
  doc.image(qr, 445, 45, { width: 100 });
  doc.moveDown();
  doc.font('Helvetica-Bold').text(`Order number: ${d.orderid}`);
  doc.text(`Confirmation number: ${d.confirmationnumber}`);
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
  doc.font('Helvetica-Bold').text('Payment');
  doc.font('Helvetica').text(`${d.card.type} ${d.card.masked}, authorization number ${d.card.authorization}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Pickup');
  doc.font('Helvetica').text(d.pickup);
  doc.end();
  return done;
};
