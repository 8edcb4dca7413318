import { Group, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

interface Props {
  total: number;
  page: number;
  pagesize: number;
  onPage(page: number): void;
}

/** Pages of the list: about 5 around the current one and 2 at each end (fewer on a phone). */
export function ProductPager({ total, page, pagesize, onPage }: Props) {
  const phone = useMediaQuery('(max-width: 30em)');
  const pages = Math.ceil(total / pagesize);
  if (total === 0) return null;
  const first = (page - 1) * pagesize + 1;
  const last = Math.min(page * pagesize, total);
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
