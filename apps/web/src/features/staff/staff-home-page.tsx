import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { queueWords } from '@shop/contracts/order-flow';
import { PageContainer } from '../../components/page-container';
import { paths, type RouteName } from '../../app/paths';
import { useCanOpen } from '../../app/can-open';
import { usePrincipal } from '../auth/principal';
import { useQueueCounts } from './api/orders';
import { playNewOrderSound } from './new-order-sound';
import { dashboardQueues, isExpress } from './staff-queues';

/** Dashboard links besides the queues, each shown to whoever may open its page. */
const tools: [RouteName, string][] = [
  ['reports', 'Reports'],
  ['admin', 'Admin'],
  ['walkInCategories', 'Walk In'],
  ['cancelRequest', 'Cancel Request'],
];

/** A new order in the store's Fulfill Orders queue: a chime and a New badge until the queue is opened. */
function useNewOrders(count: number | undefined) {
  const seen = useRef<number | undefined>(undefined);
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    if (count === undefined) return;
    if (seen.current !== undefined && count > seen.current) {
      setFresh(true);
      playNewOrderSound();
    }
    seen.current = count;
  }, [count]);
  return fresh;
}

/** The staff dashboard (back office 2.2): one button per queue the user's flags open, with its live count. */
export default function StaffHomePage() {
  const who = usePrincipal();
  const canOpen = useCanOpen();
  const counts = useQueueCounts().data?.counts;
  const fresh = useNewOrders(counts?.UNPROCESSED);
  return (
    <PageContainer title="Dashboard">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="staff-dashboard">
        {dashboardQueues(who).map((q) => (
          <Button
            key={q.actiontype}
            component={Link}
            to={paths.orderQueue}
            state={{ actiontype: q.actiontype }}
            variant="light"
            size="lg"
            justify="space-between"
            data-queue={q.actiontype}
            rightSection={
              <Group gap={4} wrap="nowrap">
                {fresh && q.actiontype === 'UNPROCESSED' && (
                  <Badge color="red.9" variant="filled" data-testid="new-order-badge">
                    New
                  </Badge>
                )}
                <Badge variant="filled" color="teal" aria-label={`${counts?.[q.actiontype] ?? 0} ${counts?.[q.actiontype] === 1 ? 'order' : 'orders'} waiting`}>
                  {counts?.[q.actiontype] ?? '…'}
                </Badge>
              </Group>
            }
          >
            {queueWords(q, isExpress(who)).title}
          </Button>
        ))}
        {tools
          .filter(([name]) => canOpen(name))
          .map(([name, label]) => (
            <Button key={name} component={Link} to={paths[name]} variant="default" size="lg">
              {label}
            </Button>
          ))}
      </SimpleGrid>
    </PageContainer>
  );
}
