import type { ReactNode } from 'react';
import { Alert, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { AddButton } from '../../../components/add-button';
import { PageContainer } from '../../../components/page-container';
import sticky from '../../../components/action-column.module.css';

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

/** A catalogue list screen (section 2.10): a numbered table that scrolls on a phone (its Action column kept on screen), with its Add button. */
export function AdminList<T>({ title, rows, rowKey, columns, loadingText = 'Loading...', error, addTo, addLabel = 'Add', toolbar, footer, firstIndex = 1 }: Props<T>) {
  const add = addTo && (
    <AddButton to={addTo}>{addLabel}</AddButton>
  );
  return (
    <PageContainer title={title} aside={add}>
      <Stack gap="sm">
        {toolbar}
        {error && <Alert color="red">{error.message}</Alert>}
        {!rows && !error && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{loadingText}</Text>
          </Group>
        )}
        {rows && (
          <Card withBorder p={0}>
            <Table.ScrollContainer minWidth={560}>
              <Table striped highlightOnHover verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    {columns.map((c) => (
                      <Table.Th key={c.label} className={c.label === 'Action' ? sticky.action : undefined}>
                        {c.label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={columns.length + 1}>
                        <Text c="dimmed">Nothing here yet.</Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {rows.map((r, i) => (
                    <Table.Tr key={rowKey(r)}>
                      <Table.Td>{firstIndex + i}</Table.Td>
                      {columns.map((c) => (
                        <Table.Td key={c.label} className={c.label === 'Action' ? sticky.action : undefined}>
                          {c.cell(r, i)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        )}
        {footer}
      </Stack>
    </PageContainer>
  );
}
