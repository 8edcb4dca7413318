/**
 * The exchange rate screen's words and bounds (issue 29, decision 0140), zod-free so the server's schema and
 * the web form read the same sentences and numbers (docs/decisions/0015).
 */
export const rateLimits = {
  /** The least a rate may be, in units of the currency per US dollar. */
  min: 0.0001,
  /** The most a rate may be: no currency the airports take is near it, so a larger one is a slip of the keys. */
  max: 100_000,
  /** The currencies table keeps 6 decimal places; a rate with more would be stored other than it was typed. */
  decimals: 6,
  /** A new rate may be at most this many times, or this fraction of, the rate in force: a 10x slip is refused. */
  factor: 2,
} as const;

export const rateTexts = {
  rateLabel: 'Exchange Rate',
  rateRequired: 'Exchange Rate is required.',
  rateNumber: 'Exchange Rate must be a number.',
  ratePositive: 'Exchange Rate must be a number greater than 0.',
  rateTooSmall: `Exchange Rate must be at least ${rateLimits.min}.`,
  rateTooBig: `Exchange Rate must be at most ${rateLimits.max.toLocaleString('en-US')}.`,
  rateDecimals: `Exchange Rate may have at most ${rateLimits.decimals} decimal places.`,
  currencyRequired: 'Currency is required.',
  usdFixed: 'The US Dollar is the shop\'s own currency: its rate is always 1.',
  saved: 'Exchange rate saved successfully!',
} as const;

/** "The JMD rate is 157.5: a new rate must lie between 78.75 and 315. Check the figure." */
export const rateJumpText = (code: string, current: number) =>
  `The ${code} rate is ${current}: a new rate must lie between ${round6(current / rateLimits.factor)} and ${round6(current * rateLimits.factor)}. Check the figure.`;

/** "The currency XYZ is not in the exchange rate table." */
export const unknownCurrencyText = (code: string) => `The currency ${code} is not in the exchange rate table.`;

const round6 = (n: number) => Math.round(n * 1_000_000) / 1_000_000;

/** True when `rate` has no more decimal places than the table keeps. */
export const fitsDecimals = (rate: number) => Math.abs(rate * 10 ** rateLimits.decimals - Math.round(rate * 10 ** rateLimits.decimals)) < 1e-6;

/** The first problem with a typed rate, or null: the one rule the form and the server share. */
export function rateProblem(rate: number | null | undefined): string | null {
  if (rate === null || rate === undefined || (typeof rate === 'number' && Number.isNaN(rate))) return rateTexts.rateRequired;
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return rateTexts.rateNumber;
  if (rate <= 0) return rateTexts.ratePositive;
  if (rate < rateLimits.min) return rateTexts.rateTooSmall;
  if (rate > rateLimits.max) return rateTexts.rateTooBig;
  if (!fitsDecimals(rate)) return rateTexts.rateDecimals;
  return null;
}

/** The refusal of a rate too far from the one in force (a likely slip of the keys), or null. */
export function rateJumpProblem(code: string, current: number, next: number): string | null {
  const low = current / rateLimits.factor;
  const high = current * rateLimits.factor;
  return next < low - 1e-9 || next > high + 1e-9 ? rateJumpText(code, current) : null;
}
