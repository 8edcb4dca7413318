import { Text } from '@mantine/core';
import { toCents, usdToCurrencyCents } from '@shop/contracts/money';
import { formatDollars, formatMoney } from '@shop/contracts/money-format';
import { useCurrencies } from './api/get-currencies';

/** The review's one sentence: the card is charged in US dollars, with the amount in Jamaican dollars beside it. */
export function ChargedInUsd({ amount }: { amount: number }) {
  const jmd = useCurrencies().find((c) => c.currencycode === 'JMD');
  if (!jmd) return null;
  const set = new Date(jmd.setat).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/Jamaica' });
  return (
    <Text size="sm" data-testid="charged-in-usd">
      Your card is charged in US dollars: {formatDollars(amount)}, which is {formatMoney(usdToCurrencyCents(toCents(amount), jmd.exchangerate), 'JMD')} at the
      rate of {jmd.exchangerate} set on {set}.
    </Text>
  );
}
