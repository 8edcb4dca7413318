import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { AddButton } from '../../../components/add-button';
import { AdminTable } from '../../../components/admin-table';
import { PageContainer } from '../../../components/page-container';

export interface Column<T> {
  label: string;
  cell: (row: T, index: number) => ReactNode;
}

interface Props<T> {
  title: string;
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  columns: Column<T>[];
  /** The spec's loader message ('Retrieving Products...'). */
  loadingText?: string;
  error?: Error | null;
  addTo?: string;
  addLabel?: string;
  /** Above the table: search. */
  toolbar?: ReactNode;
  /** Below the table: paging. */
  footer?: ReactNode;
  /** The number of the first row (paged lists). */
  firstIndex?: number;
}

/** A catalogue list screen (section 2.10): its title and Add button over the back office's numbered table. */
export function AdminList<T>({ title, rows, rowKey, columns, loadingText = 'Loading...', error, addTo, addLabel = 'Add', toolbar, footer, firstIndex = 1 }: Props<T>) {
  return (
    <PageContainer title={title} aside={addTo && <AddButton to={addTo}>{addLabel}</AddButton>}>
      <Stack gap="sm">
        {toolbar}
        <AdminTable
          caption={title}
          columns={['#', ...columns.map((c) => c.label)]}
          rows={rows?.map((r, i) => ({ key: String(rowKey(r)), cells: [firstIndex + i, ...columns.map((c) => c.cell(r, i))] }))}
          loading={loadingText}
          empty="Nothing here yet."
          error={error}
          minWidth={560}
        />
        {footer}
      </Stack>
    </PageContainer>
  );
}
