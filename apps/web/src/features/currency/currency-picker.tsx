import { SegmentedControl, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSession } from '../auth/session-store';
import { useCurrency, type ShownCurrency } from './currency-store';

/**
 * The header's choice of the currency prices show in first: US or Jamaican dollars (decision 0131). Two radio
 * buttons, one tap each on a phone; a select would also put its options among every page's lists of options.
 * The header shows it from Mantine's `sm` width (`wide`), the footer below it: each is made only where it shows,
 * since its sliding indicator measures the page when drawn (docs/decisions/0180).
 */
export function CurrencyPicker({ wide }: { wide: boolean }) {
  const { code, setCode } = useCurrency();
  const hasJmd = useSession((s) => !!s.detail?.currencies.some((c) => c.currencycode === 'JMD'));
  const { breakpoints } = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${breakpoints.sm})`, false, { getInitialValueInEffect: false });
  if (!hasJmd || isWide !== wide) return null;
  return (
    <SegmentedControl
      aria-label="Currency"
      title="Prices shown in"
      size="xs"
      // Narrow labels, so a 390 px phone's header keeps every control on screen.
      styles={{ label: { paddingInline: 4 } }}
      data={['USD', 'JMD']}
      value={code}
      onChange={(v) => setCode(v as ShownCurrency)}
      data-testid="currency-picker"
    />
  );
}
