import { readFile } from 'node:fs/promises';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { counterTexts } from '@shop/contracts/counter-texts';
import { Status } from '@shop/contracts/status';
import type { CallContext, CallRequestOut } from '../../calls/types.js';
import { orders } from '../../db/schema/orders.js';
import { AppError, sessionExpired } from '../../lib/app-error.js';
import { ownerOf } from '../checkout/owner.js';
import { findOrder, findOrderByReceipt, partsOf, type OrderRow } from '../orders/order-repo.js';
import { loungeOf, maySee, orderNotFound } from '../orders/visibility.js';
import { fileOf, writeReceipt } from '../receipts/receipt-service.js';
import { counterReceiptPdf, findCounterReceipt, receiptsOf } from './receipts.js';
import { receiptReportPdf } from './receipt-report.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function visibleOrder(ctx: CallContext, o: OrderRow | undefined) {
  if (!o || !ctx.user) throw orderNotFound();
  if (!(await maySee(ctx.db, ctx.user, ownerOf(ctx), o, await partsOf(ctx.db, o.orderid)))) throw orderNotFound();
  return o;
}

/** The newest receipt of an order (the sale's or the last check-out or refund), made again when its file is gone. */
async function latestReceipt(ctx: CallContext, o: OrderRow) {
  const [latest] = await receiptsOf(ctx.db, o.orderid);
  return latest?.filename ?? o.receiptFile;
}

/** The bytes of a receipt for whoever may see its order: the shopper, or staff of its store or lounge. */
export async function readReceipt(ctx: CallContext, filename: string) {
  const counter = await findCounterReceipt(ctx.db, filename);
  const o = counter ? await findOrder(ctx.db, counter.orderid) : await findOrderByReceipt(ctx.db, filename);
  await visibleOrder(ctx, o).catch(() => {
    throw new AppError(Status.NOT_FOUND, `The receipt ${filename} was not found.`);
  });
  const bytes = await readFile(fileOf(ctx, filename)).catch(() => (counter ? counterReceiptPdf(ctx, counter) : writeReceipt(ctx, o!)));
  return { contentType: 'application/pdf', filename: `receipt-${o!.orderid}.pdf`, bytes: new Uint8Array(bytes) };
}

/** printreceipt with reprint Y: the order's newest receipt, for /order/receipt. */
export async function printReceipt(ctx: CallContext, req: CallRequestOut<'printreceipt'>) {
  const o = await visibleOrder(ctx, await findOrder(ctx.db, req.orderid));
  return { orderid: o.orderid, filename: await latestReceipt(ctx, o), email: o.guestEmail };
}

/** sendreceipt: mails one receipt of the order to the guest's e-mail, or to the one the staff typed. */
export async function sendReceipt(ctx: CallContext, req: CallRequestOut<'sendreceipt'>) {
  const o = await visibleOrder(ctx, await findOrder(ctx.db, req.orderid));
  const to = req.email || o.guestEmail;
  if (!to || to === 'NA') throw new AppError(Status.INVALID_REQUEST, counterTexts.emailRequired);
  if (!EMAIL.test(to)) throw new AppError(Status.INVALID_REQUEST, counterTexts.emailInvalid);
  const filename = req.filename || (await latestReceipt(ctx, o));
  const file = await readReceipt(ctx, filename);
  await ctx.mailer.send({
    to,
    subject: `Your receipt for order ${o.orderid}`,
    text: `Hello ${o.guestFirstname},\n\nYour receipt for order ${o.orderid} (confirmation number ${o.confirmationnumber}) is attached.\n\nJamaica Airports Duty Free & Lounges`,
    attachments: [{ filename: file.filename, content: Buffer.from(file.bytes), contentType: 'application/pdf' }],
  });
  return { message: counterTexts.emailSent };
}

/** getreport 19: the receipts of the orders from start to end (order ids, in order) at the caller's lounge, one PDF. */
export async function receiptReport(ctx: CallContext, start: string, end: string) {
  if (!ctx.user) throw sessionExpired();
  const lounge = await loungeOf(ctx.db, ctx.user);
  if (!lounge) throw new AppError(Status.FORBIDDEN, 'Receipts are reported to lounge operators.');
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(gte(orders.orderid, start), lte(orders.orderid, end), eq(orders.airportid, lounge.airportid), eq(orders.direction, lounge.direction)))
    .orderBy(asc(orders.orderid))
    .limit(50);
  if (rows.length === 0) throw new AppError(Status.NOT_FOUND, `No receipts were found for orders ${start} to ${end}.`);
  return receiptReportPdf(ctx, rows);
}
