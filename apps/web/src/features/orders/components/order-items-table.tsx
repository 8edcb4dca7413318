import { Group, Stack, Table, Text } from '@mantine/core';
import { totalsCents } from '@shop/contracts/money';
import { formatDollars } from '@shop/contracts/money-format';
import type { OrderDetailData } from '../api/orders';

type Item = OrderDetailData['order']['orderitems'][number];

/** The ordered items (product, cost, quantity, total) and the order total of storefront section 9. */
export function OrderItemsTable({ items }: { items: readonly Item[] }) {
  const t = totalsCents(items.map((i) => ({ unitcost: i.unitcost, quantity: i.orderedamount, taxrate: i.taxrate })));
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={320}>
        <Table striped verticalSpacing="xs" data-testid="order-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Cost</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((i) => (
              <Table.Tr key={i.orderitemid}>
                <Table.Td>{i.productname}</Table.Td>
                <Table.Td ta="right">{formatDollars(i.unitcost)}</Table.Td>
                <Table.Td ta="right">{i.orderedamount}</Table.Td>
                <Table.Td ta="right">{formatDollars(i.unitcost * i.orderedamount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={2} ml="auto" miw={220}>
        <Group justify="space-between"><Text size="sm">Sub Total</Text><Text size="sm">{formatDollars(t.subtotal / 100)}</Text></Group>
        <Group justify="space-between"><Text size="sm">Tax</Text><Text size="sm">{formatDollars(t.tax / 100)}</Text></Group>
        <Group justify="space-between"><Text fw={700}>Total</Text><Text fw={700} data-testid="order-total">{formatDollars(t.grand / 100)}</Text></Group>
      </Stack>
    </Stack>
  );
}
