import { useEffect, useState } from 'react';
import { Group, Pagination, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** Search typed into a list screen, sent to the server a moment after the typing stops. */
export function useDebounced(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

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
