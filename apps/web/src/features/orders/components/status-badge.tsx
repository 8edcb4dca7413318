import { Badge } from '@mantine/core';
import type { OrderStatus } from '@shop/contracts/order-flow';

const colors: Partial<Record<OrderStatus, string>> = {
  UNPROCESSED: 'blue',
  'CHECKED IN': 'teal',
  'CHECKED OUT': 'green',
  CANCELLED: 'red',
  REFUNDED: 'grape',
};

/** An order's status as a badge: the status text itself, coloured by how far the order has come. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={colors[status] ?? 'yellow'} variant="light" size="lg" radius="sm" data-testid="order-status">
      {status}
    </Badge>
  );
}
