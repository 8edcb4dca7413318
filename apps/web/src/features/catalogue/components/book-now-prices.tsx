import { Anchor, Center, Loader, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDollars } from '@shop/contracts/money-format';
import { useSession } from '../../auth/session-store';
import { usePriceList } from '../api/get-markets';
import { useSelection } from '../selection-store';
import { paths } from '../../../app/paths';

const LOUNGE = 'SIADLOUNGE';
const order = ['DEPARTURELOUNGE', 'ARRIVALONLY', 'ARRIVALBUNDLE'];
const labels: Record<string, string> = { DEPARTURELOUNGE: 'Departure', ARRIVALONLY: 'Arrival', ARRIVALBUNDLE: 'Bundle' };

/** The popover body: lounge prices of market JAM, adult and child, and a way to book. */
export default function BookNowPrices({ onDone }: { onDone(): void }) {
  const prices = usePriceList('JAM');
  const lounge = useSession((s) => s.detail?.stores.find((st) => st.storeid === LOUNGE));
  if (prices.isPending) return <Center h={120}><Loader size="sm" /></Center>;
  if (prices.isError) return <Text size="sm" c="red.8">{prices.error.message}</Text>;
  const rows = [...prices.data].sort((a, b) => order.indexOf(a.productid) - order.indexOf(b.productid));

  const bookLounge = () => {
    const sel = useSelection.getState();
    if (!sel.airportid) sel.choose({ airportid: 'SIA', direction: 'D' });
    sel.choose({ storeid: LOUNGE, storename: lounge?.name ?? 'Lounge', categoryid: null, categoryname: null });
    onDone();
  };

  return (
    <Stack gap="sm">
      <Text fw={700}>Lounge prices</Text>
      <Table fz="sm" verticalSpacing={8} horizontalSpacing={6} layout="auto">
        <Table.Thead>
          <Table.Tr><Table.Th /><Table.Th ta="right">Adult</Table.Th><Table.Th ta="right">Child</Table.Th></Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr key={p.productid}>
              <Table.Td>
                <Text fw={600} size="sm">{labels[p.productid]}</Text>
                <Text c="dimmed" size="xs" lh={1.35}>{p.description}</Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{formatDollars(p.adultprice)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{formatDollars(p.childprice)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && <Text size="sm" c="dimmed">Lounge prices are not available right now.</Text>}
      <Anchor component={Link} to={paths.storeCategories} state={{ storeid: LOUNGE }} onClick={bookLounge} fw={600}>
        Book lounge access
      </Anchor>
    </Stack>
  );
}
