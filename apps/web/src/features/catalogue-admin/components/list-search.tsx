import { Group, Pagination, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** How long a list screen waits after the typing stops before it sends the search (Mantine's useDebouncedValue). */
export const SEARCH_SETTLE_MS = 300;

export function ListSearch({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <TextInput
      label={label}
      placeholder="Search by name"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      maxLength={100}
      onChange={(e) => onChange(e.currentTarget.value)}
      maw={420}
    />
  );
}

export function ListPager({ total, page, pagesize, onPage }: { total: number; page: number; pagesize: number; onPage: (p: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pagesize));
  if (pages < 2) return null;
  return (
    <Group justify="center">
      <Pagination total={pages} value={page} onChange={onPage} siblings={2} boundaries={1} getControlProps={(c) => ({ 'aria-label': c === 'previous' ? 'Prev' : c === 'next' ? 'Next' : c })} />
    </Group>
  );
}
