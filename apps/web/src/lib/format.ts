import { taxRateOf } from '@shop/contracts/money';

/** The shop's price display: "USD $12.50". */
export const formatUsd = (amount: number): string =>
  `USD $${(Math.round(amount * 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A tax fraction as a percentage, 10% when absent: 0.165 => "16.5%". */
export const formatTaxRate = (rate: number | null | undefined): string =>
  `${Number((taxRateOf(rate) * 100).toFixed(2))}%`;
