import { Group, Text } from '@mantine/core';
import { Money } from '../../currency/money';
import { useMoney } from '../../currency/use-money';

interface Props {
  unitcost: number;
  msrp: number | null;
  size?: 'md' | 'lg' | 'xl';
}

/** The price, with the msrp struck through when it is above the price. */
export function PriceTag({ unitcost, msrp, size = 'md' }: Props) {
  const money = useMoney();
  return (
    <Group gap={8} align="baseline" wrap="wrap">
      <Money usd={unitcost} fw={700} size={size} c="teal.8" testId="price" />
      {msrp !== null && msrp > unitcost && (
        <Text component="s" size="sm" c="dimmed" data-testid="msrp">
          {money(msrp).main}
        </Text>
      )}
    </Group>
  );
}
