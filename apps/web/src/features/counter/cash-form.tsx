import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { toCents } from '@shop/contracts/money';
import { useSession } from '../auth/session-store';
import { amountToCharge } from './final-price';

export interface Cash {
  currencycode: string;
  exchangerate: number;
}

/** The cash form (back office 2.7): Amount, From (US Dollar), To (the currencies table) and Amount to Charge. */
export function CashForm({ amount, value, onChange }: { amount: number; value: Cash; onChange(c: Cash): void }) {
  const currencies = useSession((s) => s.detail?.currencies ?? []);
  const options = currencies.map((c) => ({ value: c.currencycode, label: c.description }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput label="Amount" value={amount.toFixed(2)} readOnly />
      <TextInput label="From" value="US Dollar" readOnly />
      <Select
        label="To"
        data={options}
        value={value.currencycode}
        allowDeselect={false}
        onChange={(code) => {
          const c = currencies.find((x) => x.currencycode === code);
          if (c) onChange({ currencycode: c.currencycode, exchangerate: c.exchangerate });
        }}
      />
      <TextInput label="Amount to Charge" value={amountToCharge(toCents(amount), value.exchangerate)} readOnly data-testid="amount-to-charge" />
    </SimpleGrid>
  );
}
