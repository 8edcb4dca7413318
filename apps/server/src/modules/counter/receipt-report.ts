import type { CallContext } from '../../calls/types.js';
import type { OrderRow } from '../orders/order-repo.js';
import { makeReceiptsPdf } from '../receipts/receipt-pdf.js';
import { keepPdf, receiptsData } from './receipts.js';

/** Every receipt of the orders, one per page, kept as a file of the first order; answers its file name. */
export async function receiptReportPdf(ctx: CallContext, list: readonly OrderRow[]) {
  const pdf = await makeReceiptsPdf(await receiptsData(ctx, list));
  return keepPdf(ctx, list[0]!.orderid, 'report', pdf, ctx.user?.username ?? 'system');
}
