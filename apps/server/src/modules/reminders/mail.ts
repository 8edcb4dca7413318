import QRCode from 'qrcode';
import { escapeHtml } from '../../lib/html.js';
import { airportDateTime } from '@shop/contracts/airport-time';
import type { MailMessage } from '../mail/mailer.js';
import type { OrderItemRow, OrderRow } from '../orders/order-repo.js';
import { SHOP_NAME } from '../receipts/receipt-service.js';

const AIRPORTS = { SIA: 'Sangster International', NMIA: 'Norman Manley International' } as const;

/** Where the lounge is, in words a passenger can walk by. */
export const loungePlace = (o: Pick<OrderRow, 'airportid' | 'direction'>) =>
  o.direction === 'D' ? `on the departures level of ${AIRPORTS[o.airportid]}, after the security check` : `in the arrivals hall of ${AIRPORTS[o.airportid]}, before customs`;

/**
 * The reminder before the flight: order number, the lounge and where it is, the items, and the collection QR code
 * (the order id, as on the receipt and the order page) as an inline PNG the mail shows.
 */
export async function reminderMail(o: OrderRow, items: readonly Pick<OrderItemRow, 'productname' | 'quantity'>[], lounge: string | null): Promise<MailMessage> {
  const qr = await QRCode.toBuffer(o.orderid, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const where = `${lounge ?? 'the lounge pickup counter'}, ${loungePlace(o)}`;
  const when = `${airportDateTime(o.flightTime)} (Jamaica time)`;
  const lines = items.map((i) => `${i.quantity} x ${i.productname}`);
  const text =
    `Hello ${o.guestFirstname},\n\nYour flight ${o.flightid} leaves at ${when}. Your order ${o.orderid} ` +
    `(confirmation number ${o.confirmationnumber}) waits for you at ${where}.\n\nItems:\n${lines.map((l) => `- ${l}`).join('\n')}\n\n` +
    `Show the QR code in this mail and a photo ID at the counter.\n\n${SHOP_NAME}`;
  const html =
    `<p>Hello ${escapeHtml(o.guestFirstname)},</p><p>Your flight ${escapeHtml(o.flightid)} leaves at ${escapeHtml(when)}. ` +
    `Your order <strong>${escapeHtml(o.orderid)}</strong> (confirmation number ${escapeHtml(o.confirmationnumber)}) waits for you at ${escapeHtml(where)}.</p>` +
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
    `<p><img src="cid:order-qr" width="240" height="240" alt="QR code of order ${escapeHtml(o.orderid)}"></p>` +
    `<p>Show this QR code and a photo ID at the counter.</p><p>${SHOP_NAME}</p>`;
  return {
    to: o.guestEmail,
    subject: `Your flight ${o.flightid} leaves soon: collect order ${o.orderid}`,
    text,
    html,
    attachments: [{ filename: `order-${o.orderid}-qr.png`, content: qr, contentType: 'image/png', cid: 'order-qr' }],
  };
}
