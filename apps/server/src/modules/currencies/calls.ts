import { defineHandlers } from '../../calls/types.js';
import { getCurrencies, getExchangeRates, updateExchangeRate } from './service.js';

export const currencyHandlers = defineHandlers({
  getcurrencies: (ctx) => getCurrencies(ctx.db),
  getexchangerates: (ctx) => getExchangeRates(ctx.db),
  updateexchangerate: (ctx, req) => updateExchangeRate(ctx.db, { who: ctx.user!.username, at: ctx.clock.now() }, req),
});
