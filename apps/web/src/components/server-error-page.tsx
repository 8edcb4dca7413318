import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconServerOff } from '@tabler/icons-react';
import { useNetworkStatus } from '../lib/network-status';

/** The full page shown whenever a call fails at the network level. */
export function ServerErrorPage() {
  const home = () => {
    useNetworkStatus.getState().setFailed(false);
    window.location.assign('/');
  };
  return (
    <Stack align="center" gap="md" py={80} px="md" role="alert">
      <IconServerOff size={72} color="var(--mantine-color-red-6)" aria-hidden />
      <Title order={1} size="h2" ta="center">502 Server Error</Title>
      <Text c="dimmed" ta="center">Failed to connect to server. Please try again later.</Text>
      <Group>
        <Button onClick={() => window.location.reload()}>Retry</Button>
        <Button variant="default" onClick={home}>Back to Home</Button>
      </Group>
    </Stack>
  );
}
