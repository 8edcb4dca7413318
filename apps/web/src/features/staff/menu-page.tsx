import { Button, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { BackLink } from '../../components/back-link';
import { paths } from '../../app/paths';
import { usePrincipal } from '../auth/principal';
import { menuEntries } from './staff-queues';

/** /CancelRequest (back office 2.5) and /admin (2.6): cards that open the cancel and money queues. */
export function MenuPage({ menu, title }: { menu: 'cancelRequest' | 'admin'; title: string }) {
  const who = usePrincipal();
  return (
    <PageContainer title={title} aside={<BackLink to={paths.staffHome}>Back</BackLink>}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid={`${menu}-menu`}>
        {menuEntries(menu, who).map((e) => (
          <Button key={e.actiontype} component={Link} to={paths.orderQueue} state={{ actiontype: e.actiontype }} variant="light" size="lg">
            {e.label}
          </Button>
        ))}
      </SimpleGrid>
    </PageContainer>
  );
}
