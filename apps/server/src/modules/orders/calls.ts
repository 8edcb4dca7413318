import { defineHandlers } from '../../calls/types.js';
import { ownerOf } from '../checkout/owner.js';
import { processTransaction } from './card-modification.js';
import { deliverySlip } from './delivery-slip.js';
import { processOrder } from './process-order.js';
import { queueCounts, queueOrders } from './queue-service.js';
import { getOrder, myOrders } from './read-service.js';
import { updateOrder } from './update-service.js';

export const orderHandlers = defineHandlers({
  getorders: async (ctx, req) => {
    if (req.actiontype === 'MYORDERS') return myOrders(ctx, ownerOf(ctx), req.page ?? 1);
    return queueOrders(ctx, req.actiontype, req.page ?? 1, req.orderid);
  },
  getordercounts: (ctx) => queueCounts(ctx),
  getdeliveryslip: (ctx, req) => deliverySlip(ctx, req.orderid, req.vendorid),
  getorder: (ctx, req) => getOrder(ctx, ownerOf(ctx), req.orderid),
  updateorder: (ctx, req) => updateOrder(ctx, ownerOf(ctx), req),
  processtransaction: (ctx, req) => processTransaction(ctx, ownerOf(ctx), req),
  processorder: (ctx, req) => processOrder(ctx, req),
});
