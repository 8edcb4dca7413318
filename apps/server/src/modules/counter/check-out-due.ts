import type { CallContext, CallRequestOut } from '../../calls/types.js';
import { paymentsOf } from '../orders/ledger-repo.js';
import { itemsOf, type OrderRow } from '../orders/order-repo.js';
import { priceExtras } from './extras.js';
import { cardsOf, paidCents } from '../orders/ledger-view.js';
import { centsOf, quantitiesOf, sameAmount } from './lines.js';

type Req = CallRequestOut<'processorder'>;

export type CheckOutAction = 'CHECKOUTORDER' | 'FORCECHECKOUTORDER';
type Priced = Pick<Req, 'ordereditems' | 'extraOrder' | 'amount'>;

/**
 * What a check-out comes to (back office 4.5): the applied quantities and extra items, the final amount (it must
 * be the one the screen showed), what is still due, and the rest the order's card hold does not cover.
 */
export async function checkOutDue(ctx: CallContext, order: OrderRow, req: Priced, action: CheckOutAction) {
  const items = await itemsOf(ctx.db, order.orderid);
  const applied = quantitiesOf(items, req.ordereditems, (i) => i.quantity, (i) => i.appliedQuantity ?? i.quantity);
  const extras = await priceExtras(ctx.db, req.extraOrder, order.airportid);
  const finalCents = centsOf([...applied.map((a) => ({ ...a.item, quantity: a.quantity })), ...extras]);
  sameAmount(req.amount, finalCents, `The final amount of order ${order.orderid}`);
  const ledger = await paymentsOf(ctx.db, order.orderid);
  const due = Math.max(0, finalCents - paidCents(ledger));
  // FORCECHECKOUTORDER follows a held payment that could not be charged: the whole amount is paid now.
  const fromHold = action === 'CHECKOUTORDER' ? Math.min(due, cardsOf(ledger).find((c) => c.heldCents > 0)?.heldCents ?? 0) : 0;
  return { applied, extras, finalCents, due, rest: due - fromHold };
}
