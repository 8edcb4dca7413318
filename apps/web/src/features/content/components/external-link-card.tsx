import { Anchor, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

/** A banner that points at another site: a card with the link (never an iframe). */
export function ExternalLinkCard({ url }: { url: string }) {
  return (
    <Card maw={560} padding="lg">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconExternalLink size={24} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>This offer continues on another site.</Text>
          <Anchor href={url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {url}
          </Anchor>
        </div>
      </Group>
    </Card>
  );
}
