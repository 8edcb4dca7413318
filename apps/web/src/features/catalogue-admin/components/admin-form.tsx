import type { FormEvent, ReactNode } from 'react';
import { Button, Card, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import type { HistoryEntity } from '@shop/contracts/audit';
import { HistoryPanel } from '../../audit/components/history-panel';

interface Props {
  title: string;
  back: string;
  pending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
  /** On an edit screen: the item's change history below the form. */
  history?: { entity: HistoryEntity; entityid: string | number };
}

/** A catalogue form screen: its fields, Cancel back to the list, the submit button, and the item's history when editing. */
export function AdminForm({ title, back, pending, submitLabel, onSubmit, children, history }: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <PageContainer title={title} size="md">
      <Stack gap="lg">
        <Card withBorder component="form" onSubmit={submit} noValidate>
          <Stack gap="md">
            {children}
            <Group justify="flex-end">
              <Button variant="default" component={Link} to={back}>
                Cancel
              </Button>
              <Button type="submit" loading={pending}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </Card>
        {history && <HistoryPanel entity={history.entity} entityid={history.entityid} />}
      </Stack>
    </PageContainer>
  );
}
