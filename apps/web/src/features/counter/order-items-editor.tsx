import { Group, Stack, Text } from '@mantine/core';
import { QuantityField } from '../../components/quantity-field';
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
          <QuantityField
            label={`${label} of ${i.productname}`}
            name={i.productname}
            min={0}
            max={max(i)}
            value={quantities[n] ?? 0}
            onChange={(v) => onChange(quantities.map((q, k) => (k === n ? v : q)))}
          />
        </Group>
      ))}
    </Stack>
  );
}
