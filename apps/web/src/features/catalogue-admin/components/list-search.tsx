import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Pager } from '../../../components/pager';

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

/** The shop's one pager (components/pager.tsx) for a list the server counts in rows, not pages. */
export function ListPager({ total, page, pagesize, onPage }: { total: number; page: number; pagesize: number; onPage: (p: number) => void }) {
  return <Pager page={page} pages={Math.ceil(total / pagesize)} onChange={onPage} />;
}
