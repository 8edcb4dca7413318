import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

/** The applied-quantity stepper (back office 4.4): minus stops at minamount, plus at maxamount. */
export function AppliedStepper(props: { name: string; value: number; min: number; max: number; onChange: (v: number) => void }) {
  const { name, value, min, max, onChange } = props;
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon variant="default" aria-label={`Fewer ${name}`} disabled={value <= min} onClick={() => onChange(value - 1)}>
        <IconMinus size={14} />
      </ActionIcon>
      <Text w={28} ta="center" fw={600} data-testid="applied">
        {value}
      </Text>
      <ActionIcon variant="default" aria-label={`More ${name}`} disabled={value >= max} onClick={() => onChange(value + 1)}>
        <IconPlus size={14} />
      </ActionIcon>
    </Group>
  );
}
