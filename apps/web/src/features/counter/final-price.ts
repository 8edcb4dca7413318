import { convertCents, rateToBp, taxCents, toCents } from '@shop/contracts/money';
import { plainAmount } from '@shop/contracts/money-format';

export interface PricedQty {
  /** Dollars. */
  unitcost: number;
  /** Fraction (0.165). */
  taxrate: number | null;
  quantity: number;
}

/** The final amount in cents: unit cost x quantity plus tax, tax rounded once (as the server and the cart do). */
export function finalCents(lines: readonly PricedQty[]): number {
  const live = lines.filter((l) => l.quantity > 0).map((l) => ({ lineCents: toCents(l.unitcost) * l.quantity, bp: rateToBp(l.taxrate ?? 0.1) }));
  return live.reduce((s, l) => s + l.lineCents, 0) + taxCents(live);
}

/** Amount to Charge: the amount times the exchange rate, 2 decimals (back office section 9). */
export const amountToCharge = (usdCents: number, rate: number) => plainAmount(convertCents(usdCents, rate));

/** Which way the check-out goes (back office 4.5). */
export function checkoutPath(final: number, deposit: number, heldFailed: boolean): 'zero' | 'pay' | 'sign' {
  if (final === 0) return 'zero';
  if (final > deposit || heldFailed) return 'pay';
  return 'sign';
}
