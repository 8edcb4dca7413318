import { useState } from 'react';
import { Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { matchScan, queueOf, queueWords } from '@shop/contracts/order-flow';
import { NotFoundPage } from '../../components/not-found-page';
import { PageContainer } from '../../components/page-container';
import { BackLink } from '../../components/back-link';
import { paths } from '../../app/paths';
import { usePrincipal } from '../auth/principal';
import { findInQueue, useQueue } from './api/orders';
import { OrderCard } from './components/order-card';
import { Pager } from '../../components/pager';
import { ScanCode } from '../../components/scan/scan-code';
import { backPath, isExpress, mayOpen } from './staff-queues';

/**
 * An order queue (/orders with an action type in navigation state, back office 2.3): the orders waiting in it,
 * soonest flight first, 10 a page, live. A queue the user's flags do not open is not found; without an action
 * type it is the user's confirmed orders.
 */
export default function OrderQueuePage() {
  const who = usePrincipal();
  const navigate = useNavigate();
  const actiontype = (useLocation().state as { actiontype?: string } | null)?.actiontype ?? 'MYCONFIRMEDFULFILLMENT';
  const queue = queueOf(actiontype);
  const [page, setPage] = useState(1);
  const list = useQueue(actiontype, page);
  if (!queue || !mayOpen(queue, who)) return <NotFoundPage />;
  const orders = list.data?.orders ?? [];
  /** The order scanned, on the page shown or on any other page of the queue. */
  const scan = async (value: string) => {
    const id = value.trim().split('|')[0] ?? '';
    const hit = matchScan(value, actiontype, orders) ?? (id ? matchScan(value, actiontype, (await findInQueue(actiontype, id)).orders) : null);
    if (hit) void navigate(paths.staffOrderDetail, { state: { orderid: hit.orderid, actiontype, assignedto: hit.assignedto } });
    return !!hit;
  };
  return (
    <PageContainer
      title={queueWords(queue, isExpress(who)).title}
      aside={
        <Group gap="sm">
          {orders.length > 0 && <ScanCode label="Scan Order" field="Order code" hint="Scan with the handheld scanner, or type the order number." match={scan} />}
          <BackLink to={backPath(queue, who)}>Back</BackLink>
        </Group>
      }
    >
      {list.isPending ? (
        <Stack align="center" py="xl">
          <Loader />
          <Text>Retrieving Orders...</Text>
        </Stack>
      ) : list.isError ? (
        <Text c="red">{list.error.message}</Text>
      ) : orders.length === 0 ? (
        <Text py="xl" ta="center" data-testid="queue-empty">
          No Orders Currently available for Processing
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="queue-list">
            {orders.map((o) => (
              <OrderCard key={o.orderid} order={o} queue={queue} />
            ))}
          </SimpleGrid>
          <Pager page={page} pages={list.data?.pages ?? 1} onChange={setPage} />
        </>
      )}
    </PageContainer>
  );
}
