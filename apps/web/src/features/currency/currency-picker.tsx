import { useId } from 'react';
import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSession } from '../auth/session-store';
import { useCurrency, type ShownCurrency } from './currency-store';
import classes from './currency-picker.module.css';

const CHOICES: ShownCurrency[] = ['USD', 'JMD'];

/**
 * The header's choice of the currency prices show in first: US or Jamaican dollars (decision 0131). Two radio
 * buttons, one tap each on a phone; a select would also put its options among every page's lists of options.
 * The header shows it from Mantine's `sm` width (`wide`), the footer below it: each is made only where it shows.
 * It looks like Mantine's SegmentedControl but is drawn by CSS alone: that one's sliding indicator measured the
 * page when drawn, a long task of a phone's first render (docs/decisions/0180, 0201).
 */
export function CurrencyPicker({ wide }: { wide: boolean }) {
  const { code, setCode } = useCurrency();
  const hasJmd = useSession((s) => !!s.detail?.currencies.some((c) => c.currencycode === 'JMD'));
  const { breakpoints } = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const name = useId();
  if (!hasJmd || isWide !== wide) return null;
  return (
    <div role="radiogroup" aria-label="Currency" title="Prices shown in" className={classes.group} data-testid="currency-picker">
      {CHOICES.map((c) => (
        <label key={c} className={classes.option}>
          <input type="radio" name={name} value={c} checked={code === c} onChange={() => setCode(c)} className={classes.input} />
          <span className={classes.label}>{c}</span>
        </label>
      ))}
    </div>
  );
}
