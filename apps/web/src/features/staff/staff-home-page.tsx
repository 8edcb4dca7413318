import { Button, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { allows } from '@shop/contracts/access';
import { PageContainer } from '../../components/page-container';
import { paths, type RouteName } from '../../app/paths';
import { useCanOpen } from '../../app/route-access';
import { usePrincipal } from '../auth/principal';
import { staffQueues } from './staff-queues';

/** Dashboard links besides the queues, each shown to whoever may open its page. */
const tools: [RouteName, string][] = [
  ['reports', 'Reports'],
  ['admin', 'Admin'],
  ['walkInCategories', 'Walk In'],
  ['cancelRequest', 'Cancel Request'],
];

/** The staff dashboard (back office section 2.2): the queues and tools the user's role and flags open. */
export default function StaffHomePage() {
  const who = usePrincipal();
  const canOpen = useCanOpen();
  const queues = staffQueues.filter((q) => allows(q.access, who));
  return (
    <PageContainer title="Staff dashboard">
      <Text c="dimmed" mb="md">
        Order queues open here as they are built; each button shows only to whoever may work it.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="staff-dashboard">
        {queues.map((q) => (
          <Button key={q.actiontype} component={Link} to={paths.orderQueue} state={{ actiontype: q.actiontype }} variant="light">
            {q.title}
          </Button>
        ))}
        {tools
          .filter(([name]) => canOpen(name))
          .map(([name, label]) => (
            <Button key={name} component={Link} to={paths[name]} variant="default">
              {label}
            </Button>
          ))}
      </SimpleGrid>
    </PageContainer>
  );
}
