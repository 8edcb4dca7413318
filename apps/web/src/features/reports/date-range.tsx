import { Group, TextInput } from '@mantine/core';
import { airportToday } from '@shop/contracts/airport-time';

interface Props {
  from: string;
  to: string;
  onChange(range: { from: string; to: string }): void;
}

/** FROM and TO date pickers: neither after today, TO not before FROM (back office 2.8). */
export function DateRange({ from, to, onChange }: Props) {
  const today = airportToday();
  return (
    <Group grow align="flex-start">
      <TextInput type="date" label="FROM" required value={from} max={to || today} onChange={(e) => onChange({ from: e.currentTarget.value, to })} />
      <TextInput type="date" label="TO" required value={to} min={from || undefined} max={today} onChange={(e) => onChange({ from, to: e.currentTarget.value })} />
    </Group>
  );
}

/** The range's problem, if any, in the words getreport uses. */
export function rangeProblem(from: string, to: string): string | null {
  if (!from || !to) return 'Choose a FROM and a TO date.';
  if (to < from) return 'TO may not be before FROM.';
  if (to > airportToday()) return 'Dates may not be after today.';
  return null;
}
