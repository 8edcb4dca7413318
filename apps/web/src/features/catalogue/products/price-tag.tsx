import { Group, Text } from '@mantine/core';
import { formatDollars } from '@shop/contracts/money-format';

interface Props {
  unitcost: number;
  msrp: number | null;
  size?: 'md' | 'lg' | 'xl';
}

/** The price, with the msrp struck through when it is above the price. */
export function PriceTag({ unitcost, msrp, size = 'md' }: Props) {
  return (
    <Group gap={8} align="baseline" wrap="wrap">
      <Text fw={700} size={size} c="teal.8" data-testid="price">
        {formatDollars(unitcost)}
      </Text>
      {msrp !== null && msrp > unitcost && (
        <Text component="s" size="sm" c="dimmed" data-testid="msrp">
          {formatDollars(msrp)}
        </Text>
      )}
    </Group>
  );
}
