import { Group, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

interface Props {
  total: number;
  /** The page asked for: the control shows it at once. */
  page: number;
  /** The page and size of the answer on screen: the range describes what the shopper sees. */
  shown: { page: number; pagesize: number };
  onPage(page: number): void;
}

/** Pages of the list: about 5 around the current one and 2 at each end (fewer on a phone). */
export function ProductPager({ total, page, shown, onPage }: Props) {
  // Read at once, not after the first paint: a second render would redraw the page and shift the pager.
  const phone = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  const pages = Math.ceil(total / shown.pagesize);
  if (total === 0) return null;
  const first = (shown.page - 1) * shown.pagesize + 1;
  const last = Math.min(shown.page * shown.pagesize, total);
  return (
    <Group justify="space-between" mt="lg" gap="sm">
      <Text size="sm" c="dimmed" data-testid="result-range">
        {first}–{last} of {total}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(p) => {
            onPage(p);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          siblings={phone ? 1 : 2}
          boundaries={phone ? 1 : 2}
          size={phone ? 'sm' : 'md'}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        />
      )}
    </Group>
  );
}
