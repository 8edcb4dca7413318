import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { paths } from '../../app/paths';

/** What an action's success or failure screen shows (back office 4.3), carried in navigation state. */
export interface ResultState {
  heading: string;
  message?: string;
  /** Back To Home: a path and, for a queue, its action type. */
  back: { path: string; state?: unknown };
}

/** The success (/order/success) and failure (/order/failed) screens of an order action. */
function ResultPage({ ok }: { ok: boolean }) {
  const state = useLocation().state as ResultState | null;
  if (!state?.heading) return <Navigate to={paths.staffHome} replace />;
  return (
    <PageContainer title={ok ? 'Success' : 'Failed'} size="sm">
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="md" data-testid={ok ? 'order-success' : 'order-failed'}>
          <ThemeIcon size={56} radius="xl" color={ok ? 'teal' : 'red'}>
            {ok ? <IconCheck size={32} /> : <IconX size={32} />}
          </ThemeIcon>
          <Title order={2} size="h3" ta="center">
            {state.heading}
          </Title>
          {state.message && <Text ta="center">{state.message}</Text>}
          <Button component={Link} to={state.back.path} state={state.back.state}>
            Back To Home
          </Button>
        </Stack>
      </Paper>
    </PageContainer>
  );
}

export const SuccessPage = () => <ResultPage ok />;
export const FailedPage = () => <ResultPage ok={false} />;
