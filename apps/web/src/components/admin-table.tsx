import type { ReactNode } from 'react';
import { Alert, Badge, Center, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import sticky from './action-column.module.css';

interface Props {
  /** Names the table for screen readers: "Vendors". */
  caption: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[] | undefined;
  /** The loader's words while the list is fetched ("Retrieving Vendors..."). */
  loading: string;
  empty: string;
  error?: unknown;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}

/** A back-office list: the table scrolls sideways on a phone with its Action column kept on screen; loading, empty and failed states in its place. */
export function AdminTable({ caption, columns, rows, loading, empty, error, minWidth = 720 }: Props) {
  if (error) return <Alert color="red" title="Oops!">{error instanceof Error ? error.message : 'Something went wrong!'}</Alert>;
  if (!rows) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs" role="status">
          <Loader />
          <Text c="dimmed">{loading}</Text>
        </Stack>
      </Center>
    );
  }
  if (!rows.length) return <Text c="dimmed" ta="center" py="xl">{empty}</Text>;
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c} className={c === 'Action' ? sticky.action : undefined}>
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                {r.cells.map((cell, i) => (
                  <Table.Td key={columns[i]} className={columns[i] === 'Action' ? sticky.action : undefined}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** A long text cell (a description): at most two lines, the whole text on hover. */
export function LongText({ children }: { children: string }) {
  return (
    <Text size="sm" lineClamp={2} title={children}>
      {children}
    </Text>
  );
}

/** A or I as the lists show it: an Active or Inactive badge. */
export function StatusBadge({ status }: { status: 'A' | 'I' }) {
  return (
    <Badge color={status === 'A' ? 'teal' : 'gray'} variant="light" miw="max-content">
      {status === 'A' ? 'Active' : 'Inactive'}
    </Badge>
  );
}
