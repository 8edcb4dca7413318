import { defineHandlers } from '../../calls/types.js';
import { checkCart } from './cart-service.js';

export const checkoutHandlers = defineHandlers({
  checkcart: (ctx, req) => checkCart(ctx.db, req.items),
});
