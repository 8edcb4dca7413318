import { Stack, Text } from '@mantine/core';
import { staffDateTime } from '@shop/contracts/airport-time';
import { AdminTable } from '../../../components/admin-table';
import { PageContainer } from '../../../components/page-container';
import { HistoryPanel } from '../../audit/components/history-panel';
import { useExchangeRates } from '../api/exchange-rates';
import { RateForm } from '../components/rate-form';

/**
 * The exchange rate table the counter uses and the shop's JMD prices follow, kept by the lounge supervisor
 * (issue 29, decision 0140): each rate with when (airport time) and by whom it was set. USD stays 1.
 */
export default function ExchangeRatesPage() {
  const { data, error } = useExchangeRates();
  const rows = data?.map((r) => ({
    key: r.currencycode,
    cells: [
      <span key="currency">
        {r.description}
        <br />
        <small>{r.currencycode}</small>
      </span>,
      <span key="rate" data-testid={`rate-${r.currencycode}`}>
        {r.exchangerate}
      </span>,
      <span key="at" data-testid={`rate-set-at-${r.currencycode}`}>
        {staffDateTime(r.setat)}
      </span>,
      <span key="by" data-testid={`rate-set-by-${r.currencycode}`}>
        {r.setby ?? 'Shop set-up'}
      </span>,
    ],
  }));
  const editable = data?.filter((r) => r.currencycode !== 'USD') ?? [];
  return (
    <PageContainer title="Exchange Rates" size="md">
      <Stack gap="lg">
        <Text c="dimmed">Units of each currency for one US dollar. Prices and card charges stay in US dollars; the US Dollar rate is always 1.</Text>
        <AdminTable
          caption="Exchange Rates"
          columns={['Currency', 'Rate per US Dollar', 'Set On (Airport Time)', 'Set By']}
          rows={rows}
          loading="Retrieving Exchange Rates..."
          empty="No Exchange Rates Found"
          error={error}
          minWidth={320}
        />
        {editable.map((r) => (
          <RateForm key={`${r.currencycode}-${r.setat}`} row={r} />
        ))}
        {editable.map((r) => (
          <HistoryPanel key={r.currencycode} entity="currency" entityid={r.currencycode} />
        ))}
      </Stack>
    </PageContainer>
  );
}
