import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { toCents } from '@shop/contracts/money';
import { useCurrencies } from '../currency/api/get-currencies';
import { plainAmount } from '@shop/contracts/money-format';
import { amountToCharge } from './final-price';

export interface Cash {
  currencycode: string;
  exchangerate: number;
}

/**
 * The cash form (back office 2.7): Amount, From (US Dollar), To (the currencies table) and Amount to Charge; on a
 * refund the last says what is given back, Amount to Refund (issue 32 item 10).
 */
export function CashForm({ amount, value, onChange, refund = false }: { amount: number; value: Cash; onChange(c: Cash): void; refund?: boolean }) {
  const currencies = useCurrencies();
  const options = currencies.map((c) => ({ value: c.currencycode, label: c.description }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput label="Amount" value={plainAmount(toCents(amount))} readOnly />
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
      <TextInput label={refund ? 'Amount to Refund' : 'Amount to Charge'} value={amountToCharge(toCents(amount), value.exchangerate)} readOnly data-testid="amount-to-charge" />
    </SimpleGrid>
  );
}
