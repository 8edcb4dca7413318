import { Text, Timeline } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { progressOf, type OrderStatus, type ProgressStep } from '@shop/contracts/order-flow';
import type { OrderEventData } from '../api/orders';
import { showAirportDateTime } from '@shop/contracts/airport-time';

const titles: Record<ProgressStep, string> = {
  placed: 'Order placed',
  'being prepared': 'Being prepared',
  'at the lounge': 'At the lounge',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

const isStatus = (s: string | null): s is OrderStatus => !!s && s !== 'HELD' && s !== 'CONFIRMED';

/** When the order first reached each step, read from its events. */
function reached(events: readonly OrderEventData[]) {
  const at = new Map<ProgressStep, string>();
  for (const e of events) {
    if (!isStatus(e.to)) continue;
    const step = progressOf(e.to);
    if (!at.has(step)) at.set(step, e.at);
  }
  return at;
}

/**
 * The order's progress for its shopper: placed, being prepared, at the lounge, collected (or cancelled), each with
 * when it happened; flight changes are listed where they fell.
 */
export function OrderTimeline({ status, events, monthFirst }: { status: OrderStatus; events: readonly OrderEventData[]; monthFirst: boolean }) {
  const at = reached(events);
  const now = progressOf(status);
  const steps: ProgressStep[] = now === 'cancelled' ? [...(['placed', 'being prepared', 'at the lounge'] as const).filter((s) => at.has(s)), 'cancelled'] : ['placed', 'being prepared', 'at the lounge', 'collected'];
  const active = steps.indexOf(now);
  const changes = events.filter((e) => e.action === 'UPDATESCHEDULE');
  return (
    <>
      <Timeline active={active} bulletSize={24} lineWidth={2} color={now === 'cancelled' ? 'red' : 'teal'} data-testid="order-timeline">
        {steps.map((s, i) => (
          <Timeline.Item key={s} title={titles[s]} bullet={i <= active ? s === 'cancelled' ? <IconX size={14} /> : <IconCheck size={14} /> : undefined}>
            <Text size="sm" c="dimmed">{at.has(s) ? showAirportDateTime(at.get(s)!, monthFirst) : i > active ? 'Not yet' : ''}</Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {changes.map((e) => (
        <Text key={e.at} size="sm" mt="sm" c="dimmed">{showAirportDateTime(e.at, monthFirst)}: {e.what}</Text>
      ))}
    </>
  );
}
