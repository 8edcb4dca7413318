import { Group, Loader, Text } from '@mantine/core';

/** A list or page still loading: a spinner and the specification's loader text. */
export function LoadingBlock({ message }: { message: string }) {
  return (
    <Group justify="center" gap="sm" py="xl" role="status">
      <Loader size="sm" />
      <Text c="dimmed">{message}</Text>
    </Group>
  );
}
