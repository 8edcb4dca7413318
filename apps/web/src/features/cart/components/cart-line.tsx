import { ActionIcon, Box, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { MediaImage } from '../../../components/media-image';
import { Money } from '../../currency/money';
import type { CartItem } from '../cart-store';
import { QuantityStepper } from './quantity-stepper';

interface Props {
  item: CartItem;
  eager: boolean;
  onQuantity(next: number): void;
  onEdit(): void;
  onDelete(): void;
}

/** One cart line: picture, name, store, unit price, quantity, line total, edit and delete. */
export function CartLine({ item, eager, onQuantity, onEdit, onDelete }: Props) {
  return (
    <Card padding="sm" data-testid="cart-line">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Box w={{ base: 72, sm: 96 }} style={{ flexShrink: 0, borderRadius: 8, overflow: 'hidden' }}>
          <MediaImage kind="product" id={item.productreferenceid} alt={item.productname} eager={eager} />
        </Box>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} lineClamp={2} data-testid="line-name">{item.productname}</Text>
          <Text size="sm" c="dimmed">{item.vendorname}</Text>
          <Money usd={item.unitcost} size="sm" testId="unit-price" />
          <Group justify="space-between" align="center" wrap="wrap" gap="xs" mt={6}>
            <QuantityStepper value={item.quantityincart} max={item.quantity} onChange={onQuantity} label={item.productname} />
            <Money usd={item.total} fw={700} testId="line-total" />
          </Group>
        </Stack>
        <Stack gap={4}>
          <ActionIcon variant="subtle" size="lg" onClick={onEdit} aria-label={`Edit ${item.productname}`} title="Edit">
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" size="lg" onClick={onDelete} aria-label={`Delete ${item.productname}`} title="Delete">
            <IconTrash size={18} />
          </ActionIcon>
        </Stack>
      </Group>
    </Card>
  );
}
