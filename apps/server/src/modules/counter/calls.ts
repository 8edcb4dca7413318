import { defineHandlers } from '../../calls/types.js';
import { printReceipt, sendReceipt } from './receipt-calls.js';

export const counterHandlers = defineHandlers({
  printreceipt: (ctx, req) => printReceipt(ctx, req),
  sendreceipt: (ctx, req) => sendReceipt(ctx, req),
});
