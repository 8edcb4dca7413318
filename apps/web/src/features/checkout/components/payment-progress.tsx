import { Loader, Modal, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { POLL_TIMES, type Stage } from '../../payments/card-flow';

const texts: Record<Stage, { title: string; body: string }> = {
  reserving: { title: 'Processing...', body: 'We are setting your items aside for you.' },
  authenticating: {
    title: 'Complete the payment',
    body: 'Your bank asks you to confirm the payment in the secure window. Keep this page open until it closes.',
  },
  waiting: { title: 'Please wait', body: 'We are waiting for your bank to confirm the payment. This can take up to a minute.' },
  confirming: { title: 'Confirming your order...', body: 'Your payment is approved. We are placing your order.' },
};

/** The payment in progress: which step it is at, and on the wait page how many of the 12 checks are done. */
export function PaymentProgress({ stage, attempt }: { stage: Stage; attempt?: number }) {
  const t = texts[stage];
  return (
    <Modal opened onClose={() => undefined} withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false} title={null} size="sm" trapFocus>
      <Stack align="center" gap="sm" py="md" role="status" aria-live="polite" data-testid="payment-progress">
        {stage === 'authenticating' ? (
          <ThemeIcon size={56} radius="xl" variant="light"><IconShieldLock size={32} /></ThemeIcon>
        ) : (
          <Loader size="lg" />
        )}
        <Title order={2} size="h4" ta="center">{t.title}</Title>
        <Text ta="center" c="dimmed" size="sm">{t.body}</Text>
        {stage === 'waiting' && attempt !== undefined && (
          <Stack gap={4} w="100%">
            <Progress value={(attempt / POLL_TIMES) * 100} aria-label="Waiting for the bank" />
            <Text size="xs" c="dimmed" ta="center">Check {attempt} of {POLL_TIMES}</Text>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
