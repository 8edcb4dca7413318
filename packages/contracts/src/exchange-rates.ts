import { z } from 'zod';
import { text } from './common.js';
import { rateProblem, rateTexts } from './exchange-rate-rules.js';

/** A rate as every signed-in screen reads it (the storefront's JMD prices, the counter's cash form). */
export const currencyRate = z.object({
  currencycode: z.string(),
  description: z.string(),
  /** Units of the currency per US dollar. */
  exchangerate: z.number(),
  /** ISO time the rate was last set. */
  setat: z.string(),
});
export type CurrencyRate = z.infer<typeof currencyRate>;

/** getcurrencies: the table's rates now, for screens that must not wait for the next sign-in (decision 0140). */
export const getCurrenciesData = z.array(currencyRate);

/** A row of the supervisor's exchange rate table: the rate, and who set it. */
export const exchangeRateRow = currencyRate.extend({
  /** The username who last set the rate; null for the rate the shop was set up with. */
  setby: z.string().nullable(),
});
export type ExchangeRateRow = z.infer<typeof exchangeRateRow>;

export const getExchangeRatesData = z.array(exchangeRateRow);

/** updateexchangerate: a lounge supervisor sets one currency's rate (units per US dollar). */
export const updateExchangeRateRequest = z.object({
  currencycode: text()
    .trim()
    .min(1, rateTexts.currencyRequired)
    .max(3, 'must be a 3-letter currency code.')
    .transform((v) => v.toUpperCase()),
  exchangerate: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? rateTexts.rateRequired : rateTexts.rateNumber) })
    .superRefine((v, ctx) => {
      const problem = rateProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type UpdateExchangeRateRequest = z.output<typeof updateExchangeRateRequest>;

export const updateExchangeRateData = z.object({ message: z.string(), rate: exchangeRateRow });
