import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { partQr } from '@shop/contracts/order-flow';
import { Status } from '@shop/contracts/status';
import type { CallContext } from '../../calls/types.js';
import { AppError } from '../../lib/app-error.js';
import { ownerOf } from '../checkout/owner.js';
import { findOrder, itemsOf, partsOf } from './order-repo.js';
import { inPart, maySee, orderNotFound } from './visibility.js';
import { airportName } from '@shop/contracts/enums';
import { staffDateTime } from '@shop/contracts/airport-time';


/**
 * The delivery slip of a part on its way to the lounge (back office 2.4, Print when WIP): its QR code
 * (orderid|assignedto), the items with their applied quantities and the flight. A file answer (docs/decisions/0025).
 */
export async function deliverySlip(ctx: CallContext, orderid: string, vendorid?: string) {
  const user = ctx.user!;
  const o = await findOrder(ctx.db, orderid);
  const parts = o ? await partsOf(ctx.db, orderid) : [];
  if (!o || !(await maySee(ctx.db, user, ownerOf(ctx), o, parts))) throw orderNotFound();
  const part = parts.find((p) => p.status === 'WIP' && (vendorid ? p.vendorid === vendorid : inPart(user, p))) ?? parts.find((p) => p.status === 'WIP' && !vendorid);
  if (!part?.assignedto) throw new AppError(Status.CONFLICT, 'The delivery slip prints once the goods are on their way (WIP).');
  const items = (await itemsOf(ctx.db, orderid)).filter((i) => i.vendorid === part.vendorid);
  const qr = await QRCode.toBuffer(partQr(orderid, part.assignedto), { margin: 1, width: 180 });
  const doc = new PDFDocument({ size: 'A5', margin: 36 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((r) => doc.on('end', () => r()));
  doc.font('Helvetica-Bold').fontSize(16).text('Delivery slip');
  doc.font('Helvetica').fontSize(11).text(`Order ${orderid} · store ${part.vendorid}`);
  doc.text(`Carried by ${part.assignedto}`);
  doc.image(qr, { width: 140 });
  doc.moveDown(0.5).text(`Guest: ${o.guestFirstname} ${o.guestLastname}`);
  doc.text(`Flight: ${o.airlineid} ${o.flightid}, ${staffDateTime(o.flightTime)}, ${airportName(o.airportid)} (${o.direction === 'D' ? 'Departure' : 'Arrival'})`);
  doc.moveDown(0.5).font('Helvetica-Bold').text('Items');
  doc.font('Helvetica');
  for (const i of items) doc.text(`${i.appliedQuantity ?? i.quantity} x ${i.productname}`);
  doc.end();
  await done;
  return { contentType: 'application/pdf', filename: `delivery-${orderid}-${part.vendorid}.pdf`, bytes: new Uint8Array(Buffer.concat(chunks)) };
}
