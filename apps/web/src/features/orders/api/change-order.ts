import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** After a change, every list and view of orders is read again. */
export const refreshOrders = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: queryKeys.orders.all }), client.invalidateQueries({ queryKey: queryKeys.order.all })]);

/**
 * Cancels an order the way storefront section 7 says: with the FAC gateway, STARTTRANSACTION, then a reversal
 * (modification type 3) of the deposit, then CANCELORDER; a failed reversal ends the transaction and its message
 * is thrown. Other gateways go straight to the order update call (the server releases the card itself).
 */
export async function cancelOrder(orderid: string, depositAmount: number, gateway: string) {
  if (gateway === 'FAC') {
    await call('processtransaction', { orderid, transactiontype: 'STARTTRANSACTION', actiontype: 'CANCELORDER' });
    if (depositAmount > 0) {
      try {
        await call('processcard', { action: 'MODIFYTRANSACTION', orderid, modificationtype: 3, amount: depositAmount });
      } catch (err) {
        await call('processtransaction', { orderid, transactiontype: 'ENDTRANSACTION', actiontype: 'CANCELORDER' }).catch(() => undefined);
        throw err;
      }
    }
  }
  return call('updateorder', { actiontype: 'CANCELORDER', orderid });
}

/** Moves an order to another flight (UPDATESCHEDULE). */
export const changeFlight = (orderid: string, fromscheduleid: string, toscheduleid: string) =>
  call('updateorder', { actiontype: 'UPDATESCHEDULE', orderid, fromscheduleid, toscheduleid });
