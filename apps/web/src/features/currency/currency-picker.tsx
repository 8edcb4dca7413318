import { NativeSelect } from '@mantine/core';
import { useSession } from '../auth/session-store';
import { useCurrency, type ShownCurrency } from './currency-store';

/** The header's choice of the currency prices show in first: US or Jamaican dollars (decision 0131). */
export function CurrencyPicker() {
  const { code, setCode } = useCurrency();
  const hasJmd = useSession((s) => !!s.detail?.currencies.some((c) => c.currencycode === 'JMD'));
  if (!hasJmd) return null;
  return (
    <NativeSelect
      aria-label="Currency"
      title="Prices shown in"
      size="xs"
      w={72}
      data={['USD', 'JMD']}
      value={code}
      onChange={(e) => setCode(e.currentTarget.value as ShownCurrency)}
      data-testid="currency-picker"
    />
  );
}
