export interface PricedLine {
  unitcost: number;
  quantityincart: number;
  taxrate: number | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Line total in cents. */
export const lineCents = (l: PricedLine) => cents(l.unitcost) * l.quantityincart;

/** Line total in dollars, from the exact cents. */
export const lineTotal = (l: PricedLine) => lineCents(l) / 100;

/** Tax of a line in cents: line total x tax rate, rounded half up to the cent. */
export const lineTaxCents = (l: PricedLine) => Math.round((lineCents(l) * Math.round((l.taxrate ?? 0) * 10000)) / 10000);

/** Sub total, tax and grand total in dollars, computed exactly in integer cents. */
export function cartTotals(lines: PricedLine[]) {
  const total = lines.reduce((sum, l) => sum + lineCents(l), 0);
  const tax = lines.reduce((sum, l) => sum + lineTaxCents(l), 0);
  return { cartTotal: total / 100, cartTaxTotal: tax / 100, cartGrandTotal: (total + tax) / 100 };
}
