import { Button, Group, Pagination } from '@mantine/core';

/** Prev, the pages (10 in range, 5 at each margin: back office 9) and Next. */
export function Pager({ page, pages, onChange }: { page: number; pages: number; onChange: (p: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Pagination.Root total={pages} value={page} onChange={onChange} siblings={5} boundaries={5}>
      <Group gap={6} justify="center" mt="md" wrap="wrap">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          Prev
        </Button>
        <Pagination.Items />
        <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onChange(page + 1)}>
          Next
        </Button>
      </Group>
    </Pagination.Root>
  );
}
