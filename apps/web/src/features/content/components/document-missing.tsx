import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { GENERIC_ERROR } from '@shop/contracts/status';
import { paths } from '../../../app/paths';

interface Props {
  /** Not found shows the not-found page's words; anything else the server's message and Retry. */
  notFound: boolean;
  message?: string;
  onRetry?(): void;
}

/** A document that could not be shown. */
export function DocumentMissing({ notFound, message, onRetry }: Props) {
  return (
    <Stack align="center" gap="md" py={60} role="alert">
      <Title order={2} size="h3" ta="center">{notFound ? 'Oops! Page not found.' : GENERIC_ERROR}</Title>
      {message && <Text c="dimmed" ta="center">{message}</Text>}
      <Group>
        {!notFound && onRetry && <Button variant="light" onClick={onRetry}>Retry</Button>}
        <Button component={Link} to={paths.home}>Back To Home</Button>
      </Group>
    </Stack>
  );
}
