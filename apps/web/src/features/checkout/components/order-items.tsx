import { Box, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { MediaImage } from '../../../components/media-image';
import { Money } from '../../currency/money';
import type { CartItem } from '../../cart/cart-store';

/** The review's Order Items: picture, name, unit cost, quantity and line total of each line. */
export function OrderItems({ items }: { items: CartItem[] }) {
  return (
    <Card padding="lg" component="section" aria-label="Order Items">
      <Stack gap="md">
        <Title order={2} size="h4">Order Items</Title>
        <Stack gap="sm">
          {items.map((i, n) => (
            <Fragment key={`${i.storeid}-${i.productid}`}>
              {n > 0 && <Divider />}
              <Group wrap="nowrap" gap="md" align="center" data-testid="review-item">
                <Box w={56} style={{ flexShrink: 0, borderRadius: 8, overflow: 'hidden' }}>
                  <MediaImage kind="product" id={i.productreferenceid} alt={i.productname} eager={n < 4} />
                </Box>
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} lineClamp={2}>{i.productname}</Text>
                  <Text size="sm" c="dimmed">
                    <Money usd={i.unitcost} size="sm" testId="review-unit-cost" /> × <span data-testid="review-quantity">{i.quantityincart}</span>
                  </Text>
                </Stack>
                <Money usd={i.total} fw={700} style={{ whiteSpace: 'nowrap' }} testId="review-line-total" />
              </Group>
            </Fragment>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
