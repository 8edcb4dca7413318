import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageContainer } from '../components/page-container';

export interface PlaceholderInfo {
  title: string;
  coming: string;
}

/** A plain page for a route that a later capability fills: it names what will be there. */
export function placeholder({ title, coming }: PlaceholderInfo) {
  function PlaceholderPage() {
    return (
      <PageContainer title={title}>
        <Stack align="center" gap="sm" py="xl">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconTools size={34} />
          </ThemeIcon>
          <Text fw={600}>Coming soon</Text>
          <Text c="dimmed" ta="center" maw={480}>
            {coming}
          </Text>
        </Stack>
      </PageContainer>
    );
  }
  return PlaceholderPage;
}
