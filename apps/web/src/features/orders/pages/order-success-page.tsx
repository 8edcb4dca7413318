import { Button, Text } from '@mantine/core';
import { IconCircleCheck, IconHome } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { ResultPanel } from '../../checkout/components/result-panel';
import { paths } from '../../../app/paths';

interface Done {
  message: string;
  /** Where Back To Home goes (shoppers: their orders after a cancel or flight change). */
  back?: string;
}

const isDone = (s: unknown): s is Done => typeof s === 'object' && s !== null && typeof (s as Done).message === 'string';

/** /order/success: a big check icon, what was done, and Back To Home. */
export default function OrderSuccessPage() {
  const state: unknown = useLocation().state;
  const done = isDone(state) ? state : null;
  return (
    <PageContainer title="Success" size="sm">
      <ResultPanel icon={<IconCircleCheck size={64} stroke={1.6} />} color="teal" title={done?.message ?? 'Nothing to show'}>
        {!done && <Text c="dimmed">There is no recent change in this window.</Text>}
        <Button component={Link} to={done?.back ?? paths.home} leftSection={<IconHome size={16} />}>Back To Home</Button>
      </ResultPanel>
    </PageContainer>
  );
}
