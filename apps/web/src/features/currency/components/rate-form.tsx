import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ExchangeRateRow } from '@shop/contracts/exchange-rates';
import { rateProblem, rateTexts } from '@shop/contracts/exchange-rate-rules';
import { toast } from '../../../lib/toast';
import { useSubmit } from '../../../lib/use-submit';
import { useSaveExchangeRate } from '../api/exchange-rates';

/** What the input holds: a number, or '' while empty. */
const asRate = (v: number | string): number | null => (v === '' ? null : typeof v === 'number' ? v : Number.isNaN(Number(v)) ? Number.NaN : Number(v));

/** Sets one currency's rate: units of it per US dollar, checked as the server checks it (decision 0140). */
export function RateForm({ row }: { row: ExchangeRateRow }) {
  const save = useSaveExchangeRate();
  const form = useForm<{ exchangerate: number | string }>({
    mode: 'controlled',
    initialValues: { exchangerate: row.exchangerate },
    validate: { exchangerate: (v) => rateProblem(asRate(v)) },
  });
  const submit = useSubmit(
    (v: { exchangerate: number | string }) => save({ currencycode: row.currencycode, exchangerate: asRate(v.exchangerate)! }),
    (message) => toast(message),
  );
  const titleId = `set-rate-${row.currencycode}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <form onSubmit={form.onSubmit(submit.submit)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id={titleId}>
            Set the {row.description} rate
          </Title>
          <NumberInput
            label={rateTexts.rateLabel}
            description={`${row.description}s (${row.currencycode}) for one US dollar`}
            withAsterisk
            min={0}
            hideControls
            allowNegative={false}
            inputMode="decimal"
            {...form.getInputProps('exchangerate')}
          />
          <Text size="sm" c="dimmed">
            The counter&apos;s cash form and the prices shown in {row.currencycode} use it from the moment it is saved.
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={submit.pending}>
              Save Rate
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
