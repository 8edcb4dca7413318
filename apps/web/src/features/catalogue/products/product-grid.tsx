import { Button, Card, Center, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { Product } from '@shop/contracts/catalogue';
import { canRetry } from '../../../lib/can-retry';
import { useCart } from '../../cart/cart-store';
import { ProductCard } from './product-card';
import { useCardActions } from './use-cart-actions';
import type { ShopContext } from './use-shop-context';

// Two narrow cards side by side on a phone, as shoppers expect; their buttons stack (product-card.tsx).
const cols = { base: 2, md: 3, lg: 4 } as const;
const spacing = { base: 'xs', sm: 'md' } as const;
const EAGER = 8;

interface Props {
  ctx: ShopContext;
  products: Product[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry(): void;
  /** Clear filters; absent when no filter is set. */
  onClear?: () => void;
}

/** The product cards, with skeleton cards while loading, the empty state and the error with Retry. */
export function ProductGrid({ ctx, products, loading, error, onRetry, onClear }: Props) {
  const cart = useCart((s) => s.cart);
  const actions = useCardActions(ctx);

  const clear = onClear && <Button variant="light" onClick={onClear}>Clear filters</Button>;
  if (error && !loading) {
    // A refused search would be refused again: the way on is to change it, not to retry it.
    return (
      <Stack align="center" py="xl" gap="sm" role="alert">
        <Text c="red.8" ta="center">{error.message}</Text>
        {canRetry(error) ? <Button onClick={onRetry}>Retry</Button> : clear}
      </Stack>
    );
  }
  if (loading && !products) {
    return (
      <SimpleGrid cols={cols} spacing={spacing} role="status" aria-busy="true" aria-label="Loading products">
        {Array.from({ length: 8 }, (_, i) => (
          <Card key={i} padding="sm">
            <Card.Section><Skeleton style={{ aspectRatio: '1' }} radius={0} /></Card.Section>
            <Skeleton h={12} w="40%" mt="sm" />
            <Skeleton h={16} mt="xs" />
            <Skeleton h={16} w="70%" mt={6} />
            <Skeleton h={36} mt="md" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (!products || products.length === 0) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <ThemeIcon size={56} radius="xl" variant="light"><IconMoodEmpty size={32} /></ThemeIcon>
          <Text fw={600} size="lg">Products Not Found</Text>
          {clear}
        </Stack>
      </Center>
    );
  }
  const quantityInCart = (p: Product) =>
    cart.find((i) => i.productid === p.productid && i.storeid === ctx.storeid)?.quantityincart ?? 0;
  return (
    <SimpleGrid cols={cols} spacing={spacing} style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {products.map((p, i) => (
        <ProductCard
          key={p.productid}
          product={p}
          inCart={quantityInCart(p)}
          eager={i < EAGER}
          detailState={{ product: p, storeid: ctx.storeid, storename: ctx.storename, category: ctx.category }}
          onAdd={() => actions.addToCart(p)}
          onBuy={() => actions.buyNow(p)}
        />
      ))}
    </SimpleGrid>
  );
}
