import { useEffect, useState } from 'react';
import { Group, RangeSlider, Stack, Text } from '@mantine/core';
import type { PriceRange } from './use-product-filters';

interface Props {
  /** The cheapest and dearest price in scope (0 to 1000 when nothing is). */
  bounds: PriceRange;
  value: PriceRange | null;
  onChange(next: PriceRange | null): void;
}

/** The price range slider; the list is asked for again when the thumb is let go. */
export function PriceFilter({ bounds, value, onChange }: Props) {
  const min = Math.floor(bounds[0]);
  const max = Math.max(Math.ceil(bounds[1]), min + 1);
  const current: PriceRange = value ?? [min, max];
  const [draft, setDraft] = useState<PriceRange>(current);
  useEffect(() => setDraft(value ?? [min, max]), [value, min, max]);

  const commit = ([lo, hi]: PriceRange) => onChange(lo <= min && hi >= max ? null : [lo, hi]);

  return (
    <Stack gap="xs">
      <Text fw={700} size="sm" id="price-filter-label">Price</Text>
      <RangeSlider
        aria-labelledby="price-filter-label"
        thumbFromLabel="Lowest price"
        thumbToLabel="Highest price"
        min={min}
        max={max}
        step={1}
        minRange={1}
        value={draft}
        onChange={setDraft}
        onChangeEnd={commit}
        label={(v) => `USD $${v}`}
        mx={6}
        mb={4}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="price-from">USD ${draft[0]}</Text>
        <Text size="sm" c="dimmed" data-testid="price-to">USD ${draft[1]}</Text>
      </Group>
    </Stack>
  );
}
