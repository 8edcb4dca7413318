import { taxRateOf } from '../../lib/format';

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

/** Line total x tax rate, exactly, in ten-thousandths of a cent (the rate in hundredths of a percent). */
const lineTaxExact = (l: PricedLine) => lineCents(l) * Math.round(taxRateOf(l.taxrate) * 10000);

/**
 * Sub total, tax and grand total in dollars. The tax is the sum of line total x tax rate, computed exactly
 * and rounded half up to the cent once, at the end (docs/decisions/0003).
 */
export function cartTotals(lines: PricedLine[]) {
  const total = lines.reduce((sum, l) => sum + lineCents(l), 0);
  const tax = Math.round(lines.reduce((sum, l) => sum + lineTaxExact(l), 0) / 10000);
  return { cartTotal: total / 100, cartTaxTotal: tax / 100, cartGrandTotal: (total + tax) / 100 };
}
