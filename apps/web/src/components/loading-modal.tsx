import { Loader, Paper, Stack, Text } from '@mantine/core';
import classes from './loading-modal.module.css';

/** Shown while the login details load: a light overlay, so the page behind cannot be used yet; announced as a status, not a dialog (it takes no input). */
export function LoadingModal({ opened }: { opened: boolean }) {
  if (!opened) return null;
  return (
    <div className={classes.backdrop} role="status">
      <Paper shadow="md" p="xl" radius="md">
        <Stack align="center" gap="sm">
          <Loader />
          <Text fw={500}>Loading</Text>
        </Stack>
      </Paper>
    </div>
  );
}
