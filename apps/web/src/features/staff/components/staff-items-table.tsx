import { Card, Group, Table, Text } from '@mantine/core';
import { appliedRange } from '@shop/contracts/order-flow';
import { formatUsd } from '../../../lib/format';
import type { OrderDetail } from '../api/orders';
import { AppliedStepper } from './applied-stepper';

type Order = OrderDetail['order'];

/**
 * The order's items on the staff detail page: ordered and applied quantities (steppers while the user's part is
 * fulfilled), the extra items of a check-out, and the total (after check-out, the final one: issue #32 item 6).
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
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs" data-testid="order-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Unit cost</Table.Th>
              <Table.Th>Ordered</Table.Th>
              <Table.Th>Applied</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.orderitems.map((i) => {
              const range = appliedRange(actiontype, i);
              const editable = actiontype === 'UNPROCESSED' && !!part && i.vendorid === part.vendorid;
              return (
                <Table.Tr key={i.orderitemid}>
                  <Table.Td>{i.productname}</Table.Td>
                  <Table.Td>{formatUsd(i.unitcost)}</Table.Td>
                  <Table.Td>{i.orderedamount}</Table.Td>
                  <Table.Td>
                    {editable ? (
                      <AppliedStepper name={i.productname} value={applied[i.orderitemid] ?? 0} min={range.minamount} max={range.maxamount} onChange={(v) => onApplied(i.orderitemid, v)} />
                    ) : (
                      (i.appliedamount ?? '-')
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {order.extraitems.map((e) => (
              <Table.Tr key={`extra-${e.productid}`} data-testid="extra-item">
                <Table.Td>{e.productname} (extra item)</Table.Td>
                <Table.Td>{formatUsd(e.unitcost)}</Table.Td>
                <Table.Td>-</Table.Td>
                <Table.Td>{e.quantity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" p="sm">
        <Text fw={700} data-testid="order-total">Total {formatUsd(order.total)}</Text>
      </Group>
    </Card>
  );
}
