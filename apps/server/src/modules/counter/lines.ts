import { Status } from '@shop/contracts/status';
import { AppError } from '../../lib/app-error.js';
import { toCents } from '../../lib/money.js';
import { totalsOf } from '../checkout/reserve-service.js';
import type { OrderItemRow } from '../orders/order-repo.js';
import { formatMoney } from '@shop/contracts/money-format';

type Given = { orderitemid: number; processedquantity: number }[];

/**
 * The quantity of each item the staff entered (applied on check-out, refunded on refund), each between 0 and
 * `limit` of the item; items not sent keep `fallback`.
 */
export function quantitiesOf(items: readonly OrderItemRow[], given: Given, limit: (i: OrderItemRow) => number, fallback: (i: OrderItemRow) => number) {
  const byId = new Map(given.map((g) => [g.orderitemid, g.processedquantity]));
  for (const id of byId.keys()) {
    if (!items.some((i) => i.orderitemid === id)) throw new AppError(Status.INVALID_REQUEST, `Item ${id} is not part of this order.`);
  }
  return items.map((i) => {
    const q = byId.get(i.orderitemid) ?? fallback(i);
    if (q > limit(i)) throw new AppError(Status.INVALID_REQUEST, `The quantity of ${i.productname} can be at most ${limit(i)}.`);
    return { item: i, quantity: q };
  });
}

/** Sub total plus tax of priced lines, in cents (tax rounded once, as on the cart). */
export const centsOf = (lines: { unitcostCents: number; taxrateBp: number; quantity: number }[]) => totalsOf(lines.filter((l) => l.quantity > 0)).total;

/** The amount the screen showed must be the server's, to the cent. */
export function sameAmount(shown: number | undefined, cents: number, what: string) {
  if (shown === undefined) throw new AppError(Status.INVALID_REQUEST, 'Amount is required.');
  if (toCents(shown) !== cents) throw new AppError(Status.AMOUNT_CHANGED, `${what} is ${formatMoney(cents)}.`);
}
