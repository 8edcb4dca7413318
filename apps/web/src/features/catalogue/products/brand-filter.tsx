import { useState } from 'react';
import { Anchor, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

const SHOWN = 15;

interface Props {
  /** The brands of the category and search. */
  brands: string[];
  /** Brands with nothing in the chosen price range. */
  outOfRange: string[];
  selected: string[];
  onChange(next: string[]): void;
}

/** Brand checkboxes: the first 15, Show More / Show Less, a brand search and Clear Selection. */
export function BrandFilter({ brands, outOfRange, selected, onChange }: Props) {
  const [query, setQuery] = useState('');
  const [all, setAll] = useState(false);
  // A chosen brand stays listed even if the answer no longer names it, so it can be unticked.
  const known = [...new Set([...selected, ...brands])].sort((a, b) => a.localeCompare(b));
  const matching = known.filter((b) => b.toLowerCase().includes(query.trim().toLowerCase()));
  const shown = all ? matching : matching.slice(0, SHOWN);

  // What picking a brand would leave nothing of: greyed before it is picked (a chosen one can still be unticked).
  const empty = (brand: string) => !brands.includes(brand) ? 'not in this search' : outOfRange.includes(brand) ? 'none at this price' : null;

  const toggle = (brand: string, on: boolean) =>
    onChange(on ? [...selected, brand] : selected.filter((b) => b !== brand));

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline">
        <Text fw={700} size="sm">Brands</Text>
        {selected.length > 0 && (
          <Anchor component="button" type="button" size="sm" onClick={() => onChange([])}>
            Clear Selection
          </Anchor>
        )}
      </Group>
      <TextInput
        aria-label="Search brands"
        placeholder="Search (Lindt, Rum..)"
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        size="sm"
      />
      {shown.length === 0 && <Text size="sm" c="dimmed">No brands</Text>}
      <Stack gap={8} role="group" aria-label="Brands">
        {shown.map((brand) => {
          const why = empty(brand);
          const checked = selected.includes(brand);
          return (
            <Checkbox
              key={brand}
              label={brand}
              description={why ?? undefined}
              checked={checked}
              disabled={!!why && !checked}
              onChange={(e) => toggle(brand, e.currentTarget.checked)}
              size="sm"
              data-empty={why ? 'true' : undefined}
            />
          );
        })}
      </Stack>
      {matching.length > SHOWN && (
        <Anchor component="button" type="button" size="sm" onClick={() => setAll(!all)} style={{ alignSelf: 'flex-start' }}>
          {all ? 'Show Less' : 'Show More'}
        </Anchor>
      )}
    </Stack>
  );
}
