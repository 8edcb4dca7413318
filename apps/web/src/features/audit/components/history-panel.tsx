import { Alert, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { HistoryEntity, HistoryEntry } from '@shop/contracts/audit';
import { useHistory } from '../api/get-history';
import { staffDateTime } from '@shop/contracts/airport-time';


const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '(none)' : typeof v === 'object' ? JSON.stringify(v) : String(v));

function ChangeList({ changes }: { changes: HistoryEntry['changes'] }) {
  return (
    <Stack gap={2}>
      {Object.entries(changes).map(([field, [before, after]]) => (
        <Text key={field} size="sm">
          <Text span fw={600}>
            {field}
          </Text>
          : {shown(before)} → {shown(after)}
        </Text>
      ))}
    </Stack>
  );
}

/** An item's change history on its edit screen: who changed it, when, and each field's before and after. */
export function HistoryPanel({ entity, entityid }: { entity: HistoryEntity; entityid: string | number }) {
  const history = useHistory(entity, entityid);
  return (
    <Card withBorder component="section" aria-labelledby="history-title">
      <Title order={2} size="h4" id="history-title" mb="sm">
        History
      </Title>
      {history.isPending && <Skeleton height={60} />}
      {history.isError && <Alert color="red">{history.error.message}</Alert>}
      {history.data?.length === 0 && <Text c="dimmed">No changes recorded yet.</Text>}
      {!!history.data?.length && (
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-label="Change history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>What changed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...history.data].reverse().map((h, i) => (
                <Table.Tr key={`${h.at}-${i}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{staffDateTime(h.at)}</Table.Td>
                  <Table.Td>{h.who}</Table.Td>
                  <Table.Td>
                    <ChangeList changes={h.changes} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
