import type { CallContext } from '../../calls/types.js';
import { defineHandlers } from '../../calls/types.js';
import { sessionExpired } from '../../lib/app-error.js';
import { MERCHANT_RESPONSE_PATH } from '../../payments/gateway.js';
import { getReceipt } from '../receipts/receipt-service.js';
import { checkCart } from './cart-service.js';
import { confirmCart } from './confirm-service.js';
import { ownerOf } from './owner.js';
import { cancelCart, holdFunds, transactionStatus } from './payment-service.js';
import { reserveCart } from './reserve-service.js';

const userOf = (ctx: CallContext) => {
  if (!ctx.user) throw sessionExpired();
  return ctx.user;
};

/** The origin the 3-D Secure page posts back to: PUBLIC_URL when set, else the one the shopper is using. */
const returnOrigin = (ctx: CallContext) => ctx.config.PUBLIC_URL ?? ctx.origin;

export const checkoutHandlers = defineHandlers({
  checkcart: (ctx, req) => checkCart(ctx.db, req.items),
  getpaymentgateway: async (ctx) => ({
    paymentgateway: 'FAC' as const,
    currencycode: '840',
    transactioncode: 0,
    redirecturl: `${returnOrigin(ctx)}${MERCHANT_RESPONSE_PATH}`,
  }),
  reservecart: (ctx, req) => reserveCart(ctx, ownerOf(ctx), userOf(ctx), req),
  cancelcart: (ctx, req) => cancelCart(ctx, ownerOf(ctx), req.orderid),
  holdfunds: (ctx, req) => holdFunds(ctx, ownerOf(ctx), returnOrigin(ctx), ctx.ip, req),
  processcard: (ctx, req) => transactionStatus(ctx, ownerOf(ctx), req.orderid),
  confirmcart: (ctx, req) => confirmCart(ctx, ownerOf(ctx), req),
  getreceipt: (ctx, req) => getReceipt(ctx, ownerOf(ctx), req.filename),
});
