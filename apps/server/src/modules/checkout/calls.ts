import type { CallContext } from '../../calls/types.js';
import { defineHandlers } from '../../calls/types.js';
import { sessionExpired } from '../../lib/app-error.js';
import { readReceipt } from '../counter/receipt-calls.js';
import { confirmWalkin } from '../counter/walk-in.js';
import { modifyTransaction } from '../orders/modify-transaction.js';
import { checkCart } from './cart-service.js';
import { confirmCart } from './confirm-service.js';
import { ownerOf } from './owner.js';
import { cancelCart, holdFunds, merchantResponseUrl, transactionStatus } from './payment-service.js';
import { reserveCart } from './reserve-service.js';

const userOf = (ctx: CallContext) => {
  if (!ctx.user) throw sessionExpired();
  return ctx.user;
};


export const checkoutHandlers = defineHandlers({
  checkcart: (ctx, req) => checkCart(ctx.db, req.items),
  getpaymentgateway: async (ctx) => ({
    paymentgateway: ctx.gateway.name,
    currencycode: '840',
    transactioncode: 0,
    redirecturl: merchantResponseUrl(ctx),
  }),
  reservecart: (ctx, req) => reserveCart(ctx, ownerOf(ctx), userOf(ctx), req),
  cancelcart: (ctx, req) => cancelCart(ctx, ownerOf(ctx), req.orderid),
  holdfunds: (ctx, req) => holdFunds(ctx, ownerOf(ctx), merchantResponseUrl(ctx), ctx.ip, req),
  processcard: (ctx, req) =>
    req.action === 'TRANSACTIONSTATUS' ? transactionStatus(ctx, ownerOf(ctx), req.orderid) : modifyTransaction(ctx, ownerOf(ctx), req),
  confirmcart: (ctx, req) => (req.walkin === 'Y' || req.paymentMethod === 'cash' ? confirmWalkin(ctx, req) : confirmCart(ctx, ownerOf(ctx), req)),
  getreceipt: (ctx, req) => readReceipt(ctx, req.filename),
});
