import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { formatDollars } from '@shop/contracts/money-format';
import type { OrderDetail } from './api/get-order';

type Item = OrderDetail['orderitems'][number];

/** Ordered items with the quantity the staff apply (check-out) or take back (refund), each from 0 to `max(item)`. */
export function OrderItemsEditor({ items, quantities, max, label, onChange }: { items: Item[]; quantities: number[]; max(i: Item): number; label: string; onChange(next: number[]): void }) {
  return (
    <Stack gap="xs">
      {items.map((i, n) => (
        <Group key={i.orderitemid} justify="space-between" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <Text size="sm" fw={500}>{i.productname}</Text>
            <Text size="xs" c="dimmed">{formatDollars(i.unitcost)} x {i.orderedamount} ordered</Text>
          </div>
          <NumberInput
            aria-label={`${label} of ${i.productname}`}
            w={90}
            min={0}
            max={max(i)}
            clampBehavior="strict"
            value={quantities[n]}
            onChange={(v) => v !== '' && onChange(quantities.map((q, k) => (k === n ? Math.max(0, Math.min(max(i), Number(v) || 0)) : q)))}
          />
        </Group>
      ))}
    </Stack>
  );
}
