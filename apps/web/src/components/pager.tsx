import { Button, Group, Pagination } from '@mantine/core';

interface Props {
  page: number;
  pages: number;
  onChange(page: number): void;
}

/** Prev, the page numbers (5 margin pages, about 10 in range: back office section 9) and Next. */
export function Pager({ page, pages, onChange }: Props) {
  if (pages <= 1) return null;
  return (
    <Group justify="center" gap="xs" mt="lg" wrap="wrap" component="nav" aria-label="Pages">
      <Button variant="default" size="compact-md" disabled={page <= 1} onClick={() => onChange(page - 1)}>Prev</Button>
      <Pagination total={pages} value={page} onChange={onChange} withControls={false} boundaries={5} siblings={4} size="md" />
      <Button variant="default" size="compact-md" disabled={page >= pages} onClick={() => onChange(page + 1)}>Next</Button>
    </Group>
  );
}
