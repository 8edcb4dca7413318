import { rateJumpProblem, rateTexts, unknownCurrencyText } from '@shop/contracts/exchange-rate-rules';
import type { FieldChange } from '@shop/contracts/audit';
import type { CurrencyRate, ExchangeRateRow, UpdateExchangeRateRequest } from '@shop/contracts/exchange-rates';
import type { Db } from '../../db/client.js';
import { invalid, notFound } from '../../lib/app-error.js';
import { recordChange } from '../audit/repo.js';
import * as repo from './repo.js';

const rateOf = (r: repo.CurrencyRow): CurrencyRate => ({
  currencycode: r.currencycode,
  description: r.description,
  exchangerate: r.exchangerate,
  setat: r.setAt.toISOString(),
});

const rowOf = (r: repo.CurrencyRow): ExchangeRateRow => ({ ...rateOf(r), setby: r.setBy ?? null });

/** The rates in force, for the storefront's prices and the counter's cash form (never cached: decision 0140). */
export const getCurrencies = async (db: Db): Promise<CurrencyRate[]> => (await repo.listRates(db)).map(rateOf);

/** The exchange rate table with who set each rate, for the supervisor's screen. */
export const getExchangeRates = async (db: Db): Promise<ExchangeRateRow[]> => (await repo.listRates(db)).map(rowOf);

/**
 * Sets one currency's rate (units per US dollar), recording who and when on the row and in its history. USD is
 * the shop's own currency and stays 1; a rate beyond twice or half the one in force is refused as a slip.
 */
export async function updateExchangeRate(db: Db, by: { who: string; at: Date }, req: UpdateExchangeRateRequest) {
  if (req.currencycode === 'USD') throw invalid(rateTexts.usdFixed);
  return db.transaction(async (tx) => {
    const before = await repo.lockRate(tx, req.currencycode);
    if (!before) throw notFound(unknownCurrencyText(req.currencycode));
    const jump = rateJumpProblem(before.currencycode, before.exchangerate, req.exchangerate);
    if (jump) throw invalid(jump);
    const after = await repo.setRate(tx, before.currencycode, req.exchangerate, by.who, by.at);
    const changes: Record<string, FieldChange> = before.exchangerate === after.exchangerate ? {} : { exchangerate: [before.exchangerate, after.exchangerate] };
    await recordChange(tx, { entity: 'currency', entityid: after.currencycode, ...by, changes });
    return { message: rateTexts.saved, rate: rowOf(after) };
  });
}
