import { Button, Group, Modal, Text } from '@mantine/core';
import { useDialogs } from '../lib/dialog-store';

/** Renders the first open dialog; Escape or the close button answers Cancel (or Close for one-button dialogs). */
export default function DialogHost() {
  const d = useDialogs((s) => s.queue[0]);
  const settle = useDialogs((s) => s.settle);
  return (
    <Modal opened={!!d} onClose={() => d && settle(d.id, false)} title={d?.title} centered size="sm" zIndex={1000} closeButtonProps={{ 'aria-label': 'Dismiss' }}>
      {d && (
        <>
          <Text mb="lg">{d.message}</Text>
          <Group justify="flex-end" gap="sm">
            {d.cancel && (
              <Button variant="default" onClick={() => settle(d.id, false)}>{d.cancel}</Button>
            )}
            <Button color={d.danger ? 'red' : undefined} onClick={() => settle(d.id, true)} data-autofocus>
              {d.confirm}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
