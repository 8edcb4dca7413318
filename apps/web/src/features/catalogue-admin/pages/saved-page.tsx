import { Button, Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../app/paths';
import type { SavedState } from '../components/use-catalogue-actions';

/** A catalogue success page (section 2.10): a check, what was done, and Back To Home to the list it came from. */
export default function SavedPage() {
  const state = useLocation().state as SavedState | null;
  if (!state?.message) return <Navigate to={paths.staffHome} replace />;
  return (
    <PageContainer title="Success" size="sm">
      <Card withBorder p="xl">
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" color="teal" aria-hidden>
            <IconCheck size={40} />
          </ThemeIcon>
          <Text size="lg" fw={600} role="status">
            {state.message}
          </Text>
          <Button component={Link} to={state.back}>
            Back To Home
          </Button>
        </Stack>
      </Card>
    </PageContainer>
  );
}
