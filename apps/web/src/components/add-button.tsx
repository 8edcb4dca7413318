import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A list page's primary action: a link styled as a button to the page that adds one more ("Add User"). */
export function AddButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} leftSection={<IconPlus size={18} aria-hidden />}>
      {children}
    </Button>
  );
}
