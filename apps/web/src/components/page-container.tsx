import { useEffect, type ReactNode } from 'react';
import { Container, Group, Title } from '@mantine/core';

interface Props {
  title: string;
  /** Shown beside the title: a back link, a count, the primary action. */
  aside?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** Every page's frame: a title (also the browser tab's) and its content, within the shop's width. */
export function PageContainer({ title, aside, size = 'xl', children }: Props) {
  useEffect(() => {
    document.title = `${title} · Jamaica Airports Duty Free`;
  }, [title]);
  return (
    <Container size={size} py="lg" px="md" w="100%">
      <Group justify="space-between" align="center" mb="md" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Container>
  );
}
