import { defineHandlers } from '../../calls/types.js';
import { holdRest } from './card-rest.js';
import { printReceipt, sendReceipt } from './receipt-calls.js';

export const counterHandlers = defineHandlers({
  holdrest: (ctx, req) => holdRest(ctx, req),
  printreceipt: (ctx, req) => printReceipt(ctx, req),
  sendreceipt: (ctx, req) => sendReceipt(ctx, req),
});
