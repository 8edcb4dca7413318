import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The error state of a list: what went wrong and a Retry button. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Stack align="center" gap="sm" py="xl" role="alert">
      <ThemeIcon size={56} radius="xl" variant="light" color="red">
        <IconAlertTriangle size={30} />
      </ThemeIcon>
      <Text fw={600} ta="center">{message}</Text>
      <Button variant="light" onClick={onRetry}>Retry</Button>
    </Stack>
  );
}
