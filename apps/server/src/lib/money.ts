/** Cents to wire dollars (2 decimals). */
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/** Wire dollars to integer cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Hundredths of a percent (1650) to the wire fraction (0.165). */
export const bpToRate = (bp: number): number => bp / 10000;

/** Wire fraction (0.165) to hundredths of a percent (1650). */
export const rateToBp = (rate: number): number => Math.round(rate * 10000);

/**
 * Tax of a cart or order in cents: the sum of line total x rate, computed exactly (cents x bp) and rounded
 * half up to the cent once, as the web cart shows it (docs/decisions/0003).
 */
export const taxCents = (lines: { lineCents: number; bp: number }[]): number =>
  Math.round(lines.reduce((sum, l) => sum + l.lineCents * l.bp, 0) / 10000);
