import { useQuery } from '@tanstack/react-query';
import type { CurrencyRate } from '@shop/contracts/exchange-rates';
import { call } from '../../../lib/api';
import { useSession } from '../../auth/session-store';

export const currenciesKey = ['getcurrencies'] as const;

/**
 * The exchange rate table as it is now (decision 0140). The sign-in's copy shows at once while each page load
 * asks the server again, so a rate the supervisor set reaches shoppers and the counter without a new sign-in.
 */
export function useCurrencies(): CurrencyRate[] {
  const kept = useSession((s) => s.detail?.currencies);
  const { data } = useQuery({ queryKey: currenciesKey, queryFn: () => call('getcurrencies', {}), enabled: !!kept, placeholderData: kept });
  return data ?? kept ?? [];
}
