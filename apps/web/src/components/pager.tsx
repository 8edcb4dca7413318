import { Button, Group, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

interface Props {
  /** The page asked for: the control shows it at once. */
  page: number;
  pages: number;
  onChange(page: number): void;
  /**
   * A product list (storefront section 9: 5 pages and 2 margin pages): fewer on a phone, the range of products on
   * screen beside them, and the view back at the top on a new page. Without it, an orders list (storefront section
   * 9, back office section 9: 10 range and 5 margin pages) between Prev and Next.
   */
  range?: { first: number; last: number; total: number };
}

/** The one pager of the shop's lists. */
export function Pager({ page, pages, onChange, range }: Props) {
  // Read at once, not after the first paint: a second render would redraw the page and shift the pager.
  const phone = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  if (range) {
    if (range.total === 0) return null;
    return (
      <Group justify="space-between" mt="lg" gap="sm">
        <Text size="sm" c="dimmed" data-testid="result-range">
          {range.first}–{range.last} of {range.total}
        </Text>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={(p) => {
              onChange(p);
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
  if (pages <= 1) return null;
  return (
    <Group justify="center" gap="xs" mt="lg" wrap="wrap" component="nav" aria-label="Pages">
      <Button variant="default" size="compact-md" disabled={page <= 1} onClick={() => onChange(page - 1)}>Prev</Button>
      <Pagination total={pages} value={page} onChange={onChange} withControls={false} boundaries={5} siblings={4} size="md" />
      <Button variant="default" size="compact-md" disabled={page >= pages} onClick={() => onChange(page + 1)}>Next</Button>
    </Group>
  );
}
