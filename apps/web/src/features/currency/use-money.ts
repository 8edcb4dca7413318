import { toCents, usdToCurrencyCents } from '@shop/contracts/money';
import { formatDollars, formatMoney } from '@shop/contracts/money-format';
import { useCurrencies } from './api/get-currencies';
import { useCurrency } from './currency-store';

export interface Shown {
  /** The amount in the chosen currency ("JMD $1,968.75"), or USD when that is chosen. */
  main: string;
  /** The US dollar amount beside it; null when USD is the chosen currency. */
  usd: string | null;
}

/** The chosen currency's rate from the counter's exchange table, with the date it was set. */
export function useRate() {
  const code = useCurrency((s) => s.code);
  const row = useCurrencies().find((c) => c.currencycode === code);
  return code === 'USD' || !row ? null : { code, rate: row.exchangerate, setat: row.setat };
}

/** Formats US dollar amounts in the chosen currency first (rounded once, in contracts money) and USD beside. */
export function useMoney(): (usd: number) => Shown {
  const rate = useRate();
  return (usd) => (rate ? { main: formatMoney(usdToCurrencyCents(toCents(usd), rate.rate), rate.code), usd: formatDollars(usd) } : { main: formatDollars(usd), usd: null });
}
