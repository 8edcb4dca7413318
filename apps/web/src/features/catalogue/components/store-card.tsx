import { Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { StoreSummary } from '@shop/contracts/catalogue';
import { MediaImage } from '../../../components/media-image';
import classes from './store-row.module.css';

interface Props {
  store: StoreSummary;
  eager: boolean;
  onOpen(store: StoreSummary): void;
}

/** One store in the store row: vendor picture, name, description and Shop now. */
export function StoreCard({ store, eager, onOpen }: Props) {
  return (
    <Card className={classes.card} padding={0} shadow="xs" component="article">
      <MediaImage kind="vendor" id={store.vendorreferenceid} alt={store.name} eager={eager} />
      <Stack p="md" gap="xs" className={classes.body}>
        <Title order={2} size="h4" lineClamp={2}>{store.name}</Title>
        <Text size="sm" c="dimmed" lineClamp={3} className={classes.grow}>{store.description}</Text>
        <Button fullWidth onClick={() => onOpen(store)} aria-label={`Shop now at ${store.name}`}>
          Shop now
        </Button>
      </Stack>
    </Card>
  );
}

export function StoreCardSkeleton() {
  return (
    <Card className={classes.card} padding={0} aria-hidden>
      <Skeleton height={140} radius={0} />
      <Stack p="md" gap="xs">
        <Skeleton height={20} width="70%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="85%" />
        <Skeleton height={36} mt="xs" />
      </Stack>
    </Card>
  );
}
