/** The shop's price display: "USD $12.50". */
export const formatUsd = (amount: number): string =>
  `USD $${(Math.round(amount * 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The specification's rate for a product without one: shown as 10%, and charged as shown. */
export const DEFAULT_TAX_RATE = 0.1;

/** A product's tax rate as a fraction, the default when absent. */
export const taxRateOf = (rate: number | null | undefined): number => rate ?? DEFAULT_TAX_RATE;

/** A tax fraction as a percentage, 10% when absent: 0.165 => "16.5%". */
export const formatTaxRate = (rate: number | null | undefined): string =>
  `${Number((taxRateOf(rate) * 100).toFixed(2))}%`;
