import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';

/** A list with nothing in it: the message and, optionally, a way on. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="xl">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconBuildingStore size={30} />
      </ThemeIcon>
      <Text fw={600} ta="center">{message}</Text>
      {children}
    </Stack>
  );
}
