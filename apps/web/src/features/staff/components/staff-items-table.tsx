import { Card, Group, Table, Text } from '@mantine/core';
import { formatDollars } from '@shop/contracts/money-format';
import { appliedRange } from '@shop/contracts/order-flow';
import type { OrderDetail } from '../api/orders';
import { AppliedStepper } from './applied-stepper';

type Order = OrderDetail['order'];

/**
 * The order's items on the staff detail page: ordered and applied quantities (steppers while the user's part is
 * fulfilled), the extra items of a check-out, and the total (after check-out, the final one: issue #32 item 6).
 * Three columns fit a 390 px phone: the quantities a person acts on never scroll off (issue 32 item 10).
 */
export function StaffItemsTable({ order, actiontype, part, applied, onApplied }: {
  order: Order;
  actiontype: string;
  part: Order['parts'][number] | undefined;
  applied: Record<number, number>;
  onApplied(orderitemid: number, value: number): void;
}) {
  return (
    <Card withBorder radius="md" p={0}>
      <Table verticalSpacing="xs" data-testid="order-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="center">Ordered</Table.Th>
            <Table.Th ta="center">Applied</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.orderitems.map((i) => {
            const range = appliedRange(actiontype, i);
            const editable = actiontype === 'UNPROCESSED' && !!part && i.vendorid === part.vendorid;
            return (
              <Table.Tr key={i.orderitemid}>
                <Table.Td>
                  <Text size="sm">{i.productname}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDollars(i.unitcost)} each
                  </Text>
                </Table.Td>
                <Table.Td ta="center">{i.orderedamount}</Table.Td>
                <Table.Td>
                  <Group justify="center">
                    {editable ? (
                      <AppliedStepper name={i.productname} value={applied[i.orderitemid] ?? 0} min={range.minamount} max={range.maxamount} onChange={(v) => onApplied(i.orderitemid, v)} />
                    ) : (
                      (i.appliedamount ?? '-')
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
          {order.extraitems.map((e) => (
            <Table.Tr key={`extra-${e.productid}`} data-testid="extra-item">
              <Table.Td>
                <Text size="sm">{e.productname} (extra item)</Text>
                <Text size="xs" c="dimmed">
                  {formatDollars(e.unitcost)} each
                </Text>
              </Table.Td>
              <Table.Td ta="center">-</Table.Td>
              <Table.Td ta="center">{e.quantity}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" p="sm">
        <Text fw={700} data-testid="order-total">Total {formatDollars(order.total)}</Text>
      </Group>
    </Card>
  );
}
