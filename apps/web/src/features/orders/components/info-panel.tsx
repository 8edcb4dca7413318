import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';

/** A titled panel of label and value rows (customer, flight). */
export function InfoPanel({ title, rows, testid }: { title: string; rows: [string, ReactNode][]; testid?: string }) {
  return (
    <Card withBorder padding="md" data-testid={testid}>
      <Title order={2} size="h5" mb="xs">{title}</Title>
      <Stack gap={4}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap" gap="md">
            <Text size="sm" c="dimmed">{label}</Text>
            <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>{value}</Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
