import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { CheckIdBadge } from '../../age-check/check-id-badge';
import { Link } from 'react-router';
import { partsInQueue } from '@shop/contracts/order-actions';
import type { Queue } from '@shop/contracts/order-flow';
import { formatDollars } from '@shop/contracts/money-format';
import { paths } from '../../../app/paths';
import type { OrderCard as Card_ } from '../api/orders';
import { staffDateTime } from '@shop/contracts/airport-time';
import { useActor } from '../staff-queues';

/** Queues whose cards name who carries the goods (back office 2.3). */
const showsAssignee = new Set(['MYASSIGNEDFULFILLMENT', 'MYCONFIRMEDFULFILLMENT', 'CHECKIN', 'ASSIGNEDRETURNS', 'CONFIRMEDRETURNS', 'CANCELASSIGNED', 'CANCELCONFIRMED', 'CANCELRETURNS', 'CANCELCHECKIN']);

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** One order of a queue (back office 2.3): number, customer, status, flight, carrier, items, total, VIEW DETAILS. */
export function OrderCard({ order, queue }: { order: Card_; queue: Queue }) {
  const actor = useActor(order.atlounge);
  // The parts of this order the queue holds for this user (the shared rules: their store, carrier or lounge).
  const shown = partsInQueue(actor, order, queue);
  const inQueue = order.parts.filter((p) => shown.some((s) => s.vendorid === p.vendorid));
  const status = queue.level === 'part' && inQueue[0] ? inQueue[0].status : order.status;
  const carriers = [...new Set(inQueue.map((p) => p.assignedname).filter(Boolean))];
  return (
    <Card withBorder radius="md" padding="md" data-testid="order-card" data-orderid={order.orderid}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Field label="Order Number">{order.orderid}</Field>
        <Group gap={6} wrap="nowrap">
          <CheckIdBadge agecheck={order.agecheck} />
          <Badge variant="light" color={status === 'CANCELLED' ? 'red' : 'teal'}>
            {status}
          </Badge>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
        <Field label="Customer">
          {order.guest.firstname} {order.guest.lastname}
        </Field>
        <Field label="Flight Info">
          {staffDateTime(order.flight.flighttime)} · {order.flight.airlineid} · {order.flight.flightid}
        </Field>
        {showsAssignee.has(queue.actiontype) && <Field label="Assigned To">{carriers.join(', ') || '-'}</Field>}
        {queue.actiontype === 'MYCONFIRMEDFULFILLMENT' && <Field label="Vendors">{order.parts.length}</Field>}
        <Field label="Items">{order.itemcount}</Field>
        <Field label="Total">{formatDollars(order.total)}</Field>
      </SimpleGrid>
      <Button mt="sm" component={Link} to={paths.staffOrderDetail} state={{ orderid: order.orderid, actiontype: queue.actiontype }} variant="filled" fullWidth>
        VIEW DETAILS
      </Button>
    </Card>
  );
}
