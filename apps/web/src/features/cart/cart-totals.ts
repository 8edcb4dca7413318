import { toCents, totalsCents, toDollars } from '@shop/contracts/money';

export interface PricedCartLine {
  unitcost: number;
  quantityincart: number;
  taxrate: number | null;
}

const wireLine = (l: PricedCartLine) => ({ unitcost: l.unitcost, quantity: l.quantityincart, taxrate: l.taxrate });

/** Line total in dollars, from the exact cents. */
export const lineTotal = (l: PricedCartLine) => toDollars(toCents(l.unitcost) * l.quantityincart);

/** Sub total, tax and grand total in dollars, by the one tax formula of @shop/contracts/money. */
export function cartTotals(lines: PricedCartLine[]) {
  const t = totalsCents(lines.map(wireLine));
  return { cartTotal: toDollars(t.subtotal), cartTaxTotal: toDollars(t.tax), cartGrandTotal: toDollars(t.grand) };
}
