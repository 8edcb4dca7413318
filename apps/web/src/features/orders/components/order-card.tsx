import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlaneInflight } from '@tabler/icons-react';
import type { OrderStatus } from '@shop/contracts/order-flow';
import { formatDollars } from '@shop/contracts/money-format';
import type { OrderCardData } from '../api/orders';
import { airportTime, showAirportDate } from '@shop/contracts/airport-time';
import { StatusBadge } from './status-badge';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      <Text size="sm" fw={500}>{children}</Text>
    </Stack>
  );
}

/** One order in the shopper's list (storefront /orders): when, who, what, how much, and View Details. */
export function OrderCard({ order, onOpen }: { order: OrderCardData; onOpen(orderid: string): void }) {
  return (
    <Card padding="md" withBorder data-testid="order-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">Placed {showAirportDate(order.placedat, true)}</Text>
            <Text fw={700} data-testid="order-number">Order #{order.orderid}</Text>
          </Stack>
          <StatusBadge status={order.status as OrderStatus} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Field label="Customer">{order.guest.firstname} {order.guest.lastname}</Field>
          <Field label="Flight">
            <Group gap={4} wrap="nowrap" component="span">
              <IconPlaneInflight size={14} aria-hidden />
              {airportTime(order.flight.flighttime)} · {order.flight.airlineid} {order.flight.flightid.replace(/^\S+\s/, '')}
            </Group>
          </Field>
          <Field label="Items">{order.itemcount}</Field>
          <Field label="Total">{formatDollars(order.total)}</Field>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="light" onClick={() => onOpen(order.orderid)} aria-label={`View Details of order ${order.orderid}`}>
            View Details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
