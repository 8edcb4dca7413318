import type { ReactNode } from 'react';
import { Box, Button, Group, Paper, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container';

interface Props {
  title: string;
  /** The list the Cancel button returns to. */
  back: string;
  edit: boolean;
  pending: boolean;
  onSubmit: (e?: React.FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** Shown under the form on edit: the item's change history. */
  after?: ReactNode;
}

/** A back-office add/edit form: its fields, then Save (create) or Update (edit) and Cancel. */
export function FormFrame({ title, back, edit, pending, onSubmit, children, after }: Props) {
  return (
    <PageContainer title={title} size="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {children}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" component={Link} to={back}>
                Cancel
              </Button>
              <Button type="submit" loading={pending}>
                {edit ? 'Update' : 'Save'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {after && <Box mt="lg">{after}</Box>}
    </PageContainer>
  );
}
