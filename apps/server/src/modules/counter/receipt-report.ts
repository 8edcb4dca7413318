import type { CallContext } from '../../calls/types.js';
import type { OrderRow } from '../orders/order-repo.js';
import { keepPdf, receiptsData } from './receipts.js';

/**
 * Every receipt of the orders, one per page, kept as a file of the first order; answers its file name. Drawn where
 * every receipt is (ctx.pdf): up to 50 receipts are about 300 ms of drawing, off the thread that answers calls.
 */
export async function receiptReportPdf(ctx: CallContext, list: readonly OrderRow[]) {
  const pdf = await ctx.pdf(await receiptsData(ctx, list));
  return keepPdf(ctx, list[0]!.orderid, 'report', pdf, ctx.user?.username ?? 'system');
}
