import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

interface Props {
  /** The field's name, read aloud: "Applied quantity of Appleton Estate 21". */
  label: string;
  /** What the buttons count, read aloud: "Fewer Appleton Estate 21". */
  name: string;
  value: number;
  min: number;
  max: number;
  onChange(v: number): void;
}

/**
 * A quantity typed or stepped, for fingers: Mantine's own chevrons are 24 x 17 px with no name (WCAG 2.2 2.5.8,
 * issue 32 item 9), so they are hidden and two named 34 px buttons step the value between min and max.
 */
export function QuantityField({ label, name, value, min, max, onChange }: Props) {
  const set = (v: number) => onChange(Math.max(min, Math.min(max, v)));
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon size="lg" variant="default" aria-label={`Fewer ${name}`} disabled={value <= min} onClick={() => set(value - 1)}>
        <IconMinus size={16} />
      </ActionIcon>
      <NumberInput aria-label={label} w={64} hideControls min={min} max={max} clampBehavior="strict" value={value} onChange={(v) => v !== '' && set(Number(v) || 0)} />
      <ActionIcon size="lg" variant="default" aria-label={`More ${name}`} disabled={value >= max} onClick={() => set(value + 1)}>
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
