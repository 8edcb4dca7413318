import type { ReactNode } from 'react';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';

export interface Detail {
  label: string;
  value: string;
  testId?: string;
}

/** A titled card of label and value pairs, two columns from small screens up. */
export function DetailList({ title, details, action }: { title: string; details: Detail[]; action?: ReactNode }) {
  return (
    <Card padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">{title}</Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          {details.map((d) => (
            <Stack key={d.label} gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{d.label}</Text>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }} data-testid={d.testId}>{d.value || '—'}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        {action}
      </Stack>
    </Card>
  );
}
