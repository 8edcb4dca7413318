/**
 * Receipts at the lounge counter (back office 2.9, 5.5 and 7): printreceipt, sendreceipt and the receipt report
 * (getreport reportid 19, in reports.ts). Every sale, check-out and refund keeps its own PDF with the order.
 */
import { z } from 'zod';
import { text, yn } from './common.js';
import { orderId } from './checkout.js';

export const printReceiptRequest = z.object({ orderid: orderId, reprint: yn.optional().default('Y') });
export const receiptFileData = z.object({ orderid: z.string(), filename: z.string(), email: z.string() });

export const sendReceiptRequest = z.object({
  orderid: orderId,
  filename: text().trim().max(120).optional(),
  /** Needed when the guest's own e-mail is empty, NA or invalid. */
  email: text().trim().max(120).optional(),
});
