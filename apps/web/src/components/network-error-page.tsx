import { Button, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../app/paths';

export function NetworkErrorPage() {
  return (
    <Stack align="center" gap="md" py={80} px="md">
      <IconWifiOff size={72} color="var(--mantine-color-gold-6)" aria-hidden />
      <Title order={1} size="h2" ta="center">Oops! Got a problem.</Title>
      <Text c="dimmed" ta="center">Something interrupted the connection. Please try again.</Text>
      <Button component={Link} to={paths.home}>Back To Home</Button>
    </Stack>
  );
}
