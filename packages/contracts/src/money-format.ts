/**
 * How a person sees an amount, zod-free so the web and the server show money alike (docs/decisions/0015 and
 * 0101): the currency code, a dollar sign, thousands grouped and 2 decimals ("USD $1,234.50", "JMD $15,750.00").
 * Amounts are integer cents, as everywhere inside the shop (contracts/money.ts).
 */

import { rateToBp, taxRateOf } from './money.js';

// Made on first use, not when the module runs: a page that loads it but shows no price (the sign-in pages)
// does not pay for a number format on a phone's start-up (docs/decisions/0180).
let grouped: Intl.NumberFormat | undefined;
const groupedFormat = () => (grouped ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }));

/** Cents as a person reads them in a currency: formatMoney(123450) is "USD $1,234.50". */
export const formatMoney = (cents: number, currency = 'USD'): string => `${currency} $${groupedFormat().format(Math.round(cents) / 100)}`;

/** Wire dollars (2 decimals) as a person reads them: formatDollars(12.5) is "USD $12.50". */
export const formatDollars = (dollars: number, currency = 'USD'): string => formatMoney(Math.round(dollars * 100), currency);

/** Cents as a plain figure with 2 decimals and no grouping, for a form field or a CSV cell: "1234.50". */
export const plainAmount = (cents: number): string => (Math.round(cents) / 100).toFixed(2);

/** A tax rate in hundredths of a percent as a person reads it: 1650 is "16.5%", 1000 "10%". */
export const formatRate = (bp: number): string => `${Number((bp / 100).toFixed(2))}%`;

/** A wire tax rate (a fraction, none for the default) as a person reads it: 0.165 is "16.5%", none "10%". */
export const formatTaxRate = (rate: number | null | undefined): string => formatRate(rateToBp(taxRateOf(rate)));
