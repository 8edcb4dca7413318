import { Text, Timeline } from '@mantine/core';
import type { OrderDetail } from '../api/orders';
import { staffDateTime } from '@shop/contracts/airport-time';

/** The order's events, oldest first: when, who, what, from and to. */
export function OrderTimeline({ events }: { events: OrderDetail['events'] }) {
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} data-testid="order-timeline">
      {events.map((e, i) => (
        <Timeline.Item key={i} title={e.what}>
          <Text size="xs" c="dimmed">
            {staffDateTime(e.at)} · {e.who}
            {e.from && e.to ? ` · ${e.from} → ${e.to}` : ''}
            {e.assignedto ? ` · assigned to ${e.assignedto}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
