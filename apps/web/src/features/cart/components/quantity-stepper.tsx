import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { alertDialog } from '../../../lib/dialogs';

interface Props {
  value: number;
  /** Stock: going above it shows the Oops! dialog instead. */
  max: number;
  onChange(next: number): void;
  /** Names the product for screen readers. */
  label: string;
  /** Sold out: neither button works. */
  disabled?: boolean;
}

/** Shown when a quantity would go above the stock. */
export const stockLimit = (n: number) => alertDialog({ title: 'Oops!', message: `Only ${n} item left in stock` });

/** Minus (never below 1) and plus (never above stock) around the quantity. */
export function QuantityStepper({ value, max, onChange, label, disabled = false }: Props) {
  const plus = () => (value + 1 > max ? void stockLimit(max) : onChange(value + 1));
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={`Quantity of ${label}`}>
      <ActionIcon variant="default" size="lg" onClick={() => onChange(value - 1)} disabled={disabled || value <= 1} aria-label="Decrease quantity">
        <IconMinus size={16} />
      </ActionIcon>
      <Text w={40} ta="center" fw={700} aria-live="polite" data-testid="quantity">
        {value}
      </Text>
      <ActionIcon variant="default" size="lg" onClick={plus} disabled={disabled} aria-label="Increase quantity">
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
