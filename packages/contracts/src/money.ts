/**
 * Money, zod-free so the web imports it too (docs/decisions/0003 and 0015). Amounts are integer cents and
 * tax rates integer hundredths of a percent (bp: 0.165 is 1650); the wire carries dollars with 2 decimals
 * and rates as fractions.
 */

/** The specification's rate for a product without one: shown as 10%, and charged as shown. */
export const DEFAULT_TAX_RATE = 0.1;

/** Cents to wire dollars (2 decimals). */
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/** Wire dollars to integer cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Hundredths of a percent (1650) to the wire fraction (0.165). */
export const bpToRate = (bp: number): number => bp / 10000;

/** Wire fraction (0.165) to hundredths of a percent (1650). */
export const rateToBp = (rate: number): number => Math.round(rate * 10000);

/** A product's tax rate as a fraction: the default when it has none. */
export const taxRateOf = (rate: number | null | undefined): number => rate ?? DEFAULT_TAX_RATE;

/** One line of a cart or order: its total in cents and its tax rate in hundredths of a percent. */
export interface TaxedLine {
  lineCents: number;
  bp: number;
}

/**
 * Tax of a cart or order in cents: the sum of line total x rate, computed exactly (cents x bp) and rounded
 * half up to the cent once, at the end.
 */
export const taxCents = (lines: readonly TaxedLine[]): number =>
  Math.round(lines.reduce((sum, l) => sum + l.lineCents * l.bp, 0) / 10000);

/** A priced line as the wire and the cart carry it: dollars, a quantity and a rate fraction (null: default). */
export interface PricedLine {
  unitcost: number;
  quantity: number;
  taxrate: number | null;
}

/** A wire line in cents and bp, its missing rate charged at the default. */
export const taxedLine = (l: PricedLine): TaxedLine => ({
  lineCents: toCents(l.unitcost) * l.quantity,
  bp: rateToBp(taxRateOf(l.taxrate)),
});

/** Sub total, tax and grand total of priced lines, in cents. */
export function totalsCents(lines: readonly PricedLine[]) {
  const taxed = lines.map(taxedLine);
  const subtotal = taxed.reduce((sum, l) => sum + l.lineCents, 0);
  const tax = taxCents(taxed);
  return { subtotal, tax, grand: subtotal + tax };
}

/**
 * US cents in another currency's cents at `rate` units per US dollar (back office section 9: amount x exchange
 * rate, 2 decimals): exact to the millionth of the rate, rounded half up to the cent once.
 */
export function convertCents(usdCents: number, rate: number): number {
  const micro = BigInt(Math.round(rate * 1_000_000));
  return Number((BigInt(Math.round(usdCents)) * micro + 500_000n) / 1_000_000n);
}

/**
 * A US cents amount shown in another currency (the JMD prices beside USD, decision 0131): the one rounding, half up
 * to the cent, of convertCents. USD (rate 1) answers the cents unchanged.
 */
export const usdToCurrencyCents = (usdCents: number, rate: number): number => (rate === 1 ? Math.round(usdCents) : convertCents(usdCents, rate));
