import type { CallContext, CallRequestOut } from '../../calls/types.js';
import { cancelOrder } from '../orders/cancel.js';
import { counterOrder } from './access.js';

type Req = CallRequestOut<'processorder'>;

/** CANCELORDER by staff (back office 4.7): the orders' one cancel, for staff of the order's store or lounge. */
export async function staffCancel(ctx: CallContext, req: Req) {
  const { order, user } = await counterOrder(ctx, 'CANCELORDER', req.orderid);
  return cancelOrder(ctx, order, user.username, 'Cancelled by staff');
}
