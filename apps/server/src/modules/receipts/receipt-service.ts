import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ageTexts } from '@shop/contracts/age-rules';
import type { Deps } from '../../deps.js';
import { airportDateTime } from '@shop/contracts/airport-time';
import { itemsOf, type OrderRow } from '../orders/order-repo.js';
import type { ReceiptData, ReceiptLine } from './receipt-pdf.js';
import { formatMoney, formatRate } from '@shop/contracts/money-format';
import { AIRPORT_NAMES } from '@shop/contracts/enums';

type ReceiptDeps = Pick<Deps, 'db' | 'config' | 'mailer' | 'pdf' | 'log' | 'flights'>;

/** A bought line (order item or counter extra) in the receipt's words: money in USD, the tax rate as a percentage. */
export const receiptLine = (i: { productname: string; unitcostCents: number; quantity: number; taxrateBp: number }): ReceiptLine => ({
  name: i.productname,
  unitcost: formatMoney(i.unitcostCents),
  quantity: i.quantity,
  taxrate: formatRate(i.taxrateBp),
  total: formatMoney(i.unitcostCents * i.quantity),
});

export const SHOP_NAME = 'Jamaica Airports Duty Free & Lounges';

export async function receiptDataOf(deps: Pick<Deps, 'db' | 'flights'>, o: OrderRow): Promise<ReceiptData> {
  const items = await itemsOf(deps.db, o.orderid);
  const airline = (await deps.flights.airlines().catch(() => [])).find((a) => a.airlineid === o.airlineid)?.description ?? o.airlineid;
  const airport = AIRPORT_NAMES[o.airportid];
  return {
    shopName: SHOP_NAME,
    orderid: o.orderid,
    confirmationnumber: o.confirmationnumber,
    placedAt: airportDateTime(o.createdAt),
    guest: { name: `${o.guestFirstname} ${o.guestLastname}`, email: o.guestEmail, phone: o.guestPhone },
    flight: { airport, direction: o.direction === 'A' ? 'Arrival' : 'Departure', airline, flightid: o.flightid, time: airportDateTime(o.flightTime) },
    items: items.map(receiptLine),
    subtotal: formatMoney(o.subtotalCents),
    tax: formatMoney(o.taxCents),
    total: formatMoney(o.totalCents),
    card: { type: o.cardType.toUpperCase(), masked: `XXXX XXXX XXXX ${o.cardLast4}`, authorization: o.authorizationNumber },
    ...(o.ageCheck && { checkId: ageTexts.checkId }),
    pickup:
      `Collect your order at the ${airport} ${o.direction === 'A' ? 'arrivals' : 'departures'} lounge pickup counter ` +
      `before flight ${o.flightid}. Show this receipt or its QR code and a photo ID; quote confirmation number ${o.confirmationnumber}.`,
  };
}

export const fileOf = (deps: Pick<Deps, 'config'>, name: string) => path.join(deps.config.receiptsDir, path.basename(name));

/**
 * Writes the order's receipt under DATA_DIR/receipts with its unguessable name. The file appears whole or not at
 * all: confirmcart writes it after its answer, and a getreceipt that came first writes it too.
 */
export async function writeReceipt(deps: ReceiptDeps, o: OrderRow): Promise<Buffer> {
  const pdf = await deps.pdf([await receiptDataOf(deps, o)]);
  await mkdir(deps.config.receiptsDir, { recursive: true });
  const file = fileOf(deps, o.receiptFile);
  const part = `${file}.${randomBytes(6).toString('hex')}.part`;
  await writeFile(part, pdf);
  await rename(part, file);
  return pdf;
}

/** Mails the receipt to the guest with the PDF attached. */
export async function mailReceipt(deps: ReceiptDeps, o: OrderRow, pdf: Buffer) {
  await deps.mailer.send({
    to: o.guestEmail,
    subject: `Your order ${o.orderid} is confirmed`,
    text:
      `Hello ${o.guestFirstname},\n\nThank you for your order ${o.orderid} (confirmation number ${o.confirmationnumber}), ` +
      `total ${formatMoney(o.totalCents)}, for flight ${o.flightid}.\n\nYour receipt is attached; show it at pickup.\n\n${SHOP_NAME}`,
    attachments: [{ filename: `receipt-${o.orderid}.pdf`, content: pdf, contentType: 'application/pdf' }],
  });
}
