import type { ReactNode } from 'react';
import { Card, Stack, ThemeIcon, Title } from '@mantine/core';

interface Props {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
}

/** The success and failed pages' centred card: a big icon, a title, the message and the actions. */
export function ResultPanel({ icon, color, title, children }: Props) {
  return (
    <Card padding="xl" w="100%">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={96} radius={999} color={color} variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">{title}</Title>
        {children}
      </Stack>
    </Card>
  );
}
