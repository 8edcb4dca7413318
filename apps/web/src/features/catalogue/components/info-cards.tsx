import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Banner } from '@shop/contracts/catalogue';
import { MediaImage } from '../../../components/media-image';

/** Info cards (DETAIL banners): picture, title and caption. */
export function InfoCards({ banners }: { banners: Banner[] }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'lg' }}>
      {banners.map((b) => (
        <Card key={b.bannerid} padding={0} shadow="xs" component="article">
          <MediaImage kind="banner" id={b.bannerid} alt="" ratio={800 / 500} />
          <Stack p={{ base: 'sm', sm: 'md' }} gap={4}>
            <Title order={3} fz={{ base: 'md', sm: 'lg' }}>{b.title}</Title>
            <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed">{b.caption}</Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
