import { Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHome } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { ResultPanel } from '../../checkout/components/result-panel';
import { paths } from '../../../app/paths';

/** What an order action's success or failure screen shows (back office 4.3, storefront 2), carried in navigation state. */
export interface ResultState {
  heading: string;
  message?: string;
  /** Back To Home: a path and, for a staff queue, its action type. */
  back: { path: string; state?: unknown };
}

/** A result with a heading only, whose Back To Home opens `path`. */
export const resultState = (heading: string, path: string): ResultState => ({ heading, back: { path } });

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
