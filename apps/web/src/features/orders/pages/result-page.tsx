import { Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHome } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { ResultPanel } from '../../checkout/components/result-panel';
import { paths } from '../../../app/paths';
import type { ResultState } from '../result-state';

/** The success (/order/success) and failure (/order/failed) screens of an order action, for shoppers and staff alike. */
function ResultPage({ ok }: { ok: boolean }) {
  const state = useLocation().state as ResultState | null;
  if (!state?.heading) return <Navigate to={paths.home} replace />;
  return (
    <PageContainer title={ok ? 'Success' : 'Failed'} size="sm">
      <div data-testid={ok ? 'order-success' : 'order-failed'}>
        <ResultPanel
          icon={ok ? <IconCircleCheck size={64} stroke={1.6} /> : <IconAlertTriangle size={60} stroke={1.6} />}
          color={ok ? 'teal' : 'red'}
          title={state.heading}
        >
          {state.message && <Text>{state.message}</Text>}
          <Button component={Link} to={state.back.path} state={state.back.state} leftSection={<IconHome size={16} />}>
            Back To Home
          </Button>
        </ResultPanel>
      </div>
    </PageContainer>
  );
}

export const SuccessPage = () => <ResultPage ok />;
export const FailedPage = () => <ResultPage ok={false} />;
