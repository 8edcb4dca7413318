import { mkdir, writeFile } from 'node:fs/promises';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { vendors } from '../../db/schema/catalogue.js';
import { orderReceipts, type receiptKinds } from '../../db/schema/counter.js';
import { extrasOf } from './extras.js';
import { users } from '../../db/schema/users.js';
import { newReceiptFile } from '../checkout/ids.js';
import { paymentsOf, type PaymentRow } from '../orders/ledger-repo.js';
import { findOrder, itemsOf, type OrderRow } from '../orders/order-repo.js';
import type { ReceiptData } from '../receipts/receipt-pdf.js';
import { fileOf, receiptDataOf, receiptLine } from '../receipts/receipt-service.js';
import { signatureOf } from './signature.js';
import { formatMoney } from '@shop/contracts/money-format';
import { airportDateTime } from '@shop/contracts/airport-time';

type ReceiptDeps = Pick<Deps, 'db' | 'config' | 'pdf' | 'flights' | 'clock'>;
export type ReceiptKind = (typeof receiptKinds)[number];
const TITLES: Record<ReceiptKind, string> = { sale: 'Sale receipt', checkout: 'Check-out receipt', refund: 'Refund receipt', report: 'Receipts' };

const LABELS: Record<PaymentRow['kind'], string> = {
  hold: 'Card held',
  capture: 'Card charged',
  reversal: 'Card hold released',
  refund: 'Card refunded',
  cash_in: 'Cash taken',
  cash_out: 'Cash paid out',
};

/** One ledger row as the receipt prints it: masked card, or currency, amount and rate. */
function paymentLine(p: PaymentRow, o: OrderRow) {
  const when = airportDateTime(p.at);
  if (p.kind === 'cash_in' || p.kind === 'cash_out') {
    const local = formatMoney(p.currencyCents, p.currency);
    return `${when} ${LABELS[p.kind]}: ${local}${p.currency === 'USD' ? '' : ` (${formatMoney(p.amountCents)} at ${Number(p.rate)} ${p.currency} per USD)`}`;
  }
  return `${when} ${LABELS[p.kind]}: ${formatMoney(p.amountCents)}, ${o.cardType.toUpperCase()} XXXX XXXX XXXX ${o.cardLast4}`;
}

export interface RefundDetail {
  refunded: { orderitemid: number; quantity: number }[];
  /** Extra items given back, by product. */
  extras: { productid: number; quantity: number }[];
  refundCents: number;
}

/** The receipt data of a counter receipt: the order's, with taken quantities, extras, payments, signature, staff. */
async function counterData(deps: ReceiptDeps, o: OrderRow, kind: ReceiptKind, who: string, refund?: RefundDetail): Promise<ReceiptData> {
  const base = await receiptDataOf(deps, o);
  const items = await itemsOf(deps.db, o.orderid);
  const bought = await extrasOf(deps.db, o.orderid);
  const extras = refund ? bought.map((e) => ({ ...e, quantity: refund.extras.find((x) => x.productid === e.productid)?.quantity ?? 0 })).filter((e) => e.quantity > 0) : bought;
  const ledger = await paymentsOf(deps.db, o.orderid);
  const stores = await deps.db.select({ name: vendors.vendorname }).from(vendors).where(inArray(vendors.vendorid, [...new Set(items.map((i) => i.vendorid))]));
  const [staff] = await deps.db.select({ f: users.firstname, l: users.lastname }).from(users).where(eq(users.username, who));
  const byId = new Map(refund?.refunded.map((r) => [r.orderitemid, r.quantity]));
  const paid = ledger.reduce((n, p) => n + (p.kind === 'capture' || p.kind === 'cash_in' ? p.amountCents : p.kind === 'refund' || p.kind === 'cash_out' ? -p.amountCents : 0), 0);
  return {
    ...base,
    counter: {
      title: TITLES[kind],
      stores: stores.map((s) => s.name).join(', '),
      applied: items.map((i) => (refund ? (byId.get(i.orderitemid) ?? 0) : i.appliedQuantity)),
      extras: extras.map(receiptLine),
      payments: ledger.map((p) => paymentLine(p, o)),
      totals: [...(refund ? [{ label: 'Refunded', value: formatMoney(refund.refundCents) }] : []), { label: 'Paid', value: formatMoney(paid) }],
      signature: kind === 'refund' ? null : await signatureOf(deps.db, o.orderid),
      staff: staff ? `${staff.f} ${staff.l} (${who})` : who,
      at: airportDateTime(deps.clock.now()),
    },
  };
}

/** Makes a sale, check-out or refund receipt, keeps the PDF under DATA_DIR/receipts and records it with the order. */
export async function counterReceipt(deps: ReceiptDeps, orderid: string, kind: ReceiptKind, who: string, refund?: RefundDetail): Promise<string> {
  const o = (await findOrder(deps.db, orderid))!;
  return keepPdf(deps, orderid, kind, await deps.pdf([await counterData(deps, o, kind, who, refund)]), who);
}

/** A counter receipt whose file is gone, made again from the order as it is now, under its own name. */
export async function counterReceiptPdf(deps: ReceiptDeps, row: typeof orderReceipts.$inferSelect): Promise<Buffer> {
  const o = (await findOrder(deps.db, row.orderid))!;
  const pdf = await deps.pdf([await counterData(deps, o, row.kind, row.who)]);
  await mkdir(deps.config.receiptsDir, { recursive: true });
  await writeFile(fileOf(deps, row.filename), pdf);
  return pdf;
}

/** The data of every receipt of some orders, oldest first per order (the receipt report). */
export async function receiptsData(deps: ReceiptDeps, list: readonly OrderRow[]): Promise<ReceiptData[]> {
  const out: ReceiptData[] = [];
  for (const o of list) {
    out.push(await receiptDataOf(deps, o));
    for (const r of (await receiptsOf(deps.db, o.orderid)).reverse()) if (r.kind !== 'report') out.push(await counterData(deps, o, r.kind, r.who));
  }
  return out;
}

/** Keeps a made PDF (the receipt report) as a file of the order `orderid`, fetched like any receipt. */
export async function keepPdf(deps: ReceiptDeps, orderid: string, kind: ReceiptKind, pdf: Buffer, who: string) {
  const filename = newReceiptFile(orderid);
  await mkdir(deps.config.receiptsDir, { recursive: true });
  await writeFile(fileOf(deps, filename), pdf);
  await deps.db.insert(orderReceipts).values({ orderid, kind, filename, who, at: deps.clock.now() });
  return filename;
}

/** The order's receipts, newest first. */
export const receiptsOf = (db: Deps['db'], orderid: string) =>
  db.select().from(orderReceipts).where(eq(orderReceipts.orderid, orderid)).orderBy(desc(orderReceipts.at), desc(orderReceipts.id));

export const findCounterReceipt = async (db: Deps['db'], filename: string) =>
  (await db.select().from(orderReceipts).where(eq(orderReceipts.filename, filename)).limit(1))[0];
