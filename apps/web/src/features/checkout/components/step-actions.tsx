import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

interface Props {
  back: { to: string; label: string };
  submitLabel: string;
  pending?: boolean;
  /** Another action beside the primary one (a lounge operator's Skip). */
  extra?: ReactNode;
}

/** The foot of a checkout step: back on the left, the step's primary action on the right (full width on a phone). */
export function StepActions({ back, submitLabel, pending, extra }: Props) {
  return (
    <Group justify="space-between" mt="xl" gap="sm" wrap="wrap-reverse">
      <Button component={Link} to={back.to} variant="subtle" leftSection={<IconArrowLeft size={16} />} w={{ base: '100%', xs: 'auto' }}>
        {back.label}
      </Button>
      <Group gap="sm" w={{ base: '100%', xs: 'auto' }} grow wrap="nowrap">
        {extra}
        <Button type="submit" size="md" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </Group>
  );
}
