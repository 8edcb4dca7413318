import { Button, Loader } from '@mantine/core';

interface Props {
  pending: boolean;
  label: string;
  /** Shown while the call is under way, e.g. "Signing In...". */
  pendingLabel?: string;
}

/** The form's primary submit button; it keeps its text readable while pending (Mantine's loading hides it). */
export function PendingButton({ pending, label, pendingLabel = label }: Props) {
  return (
    <Button
      type="submit"
      fullWidth
      size="md"
      disabled={pending}
      aria-busy={pending}
      leftSection={pending ? <Loader size={16} color="gray" /> : undefined}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
