import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import target from './touch-target.module.css';

interface Props {
  to: string;
  state?: unknown;
  children: ReactNode;
}

/** A link back up the shop (to the stores, the products, the cart): an arrow and its words, flush with the text. */
export function BackLink({ to, state, children }: Props) {
  return (
    <Anchor component={Link} to={to} state={state} size="sm" className={target.target}>
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} />
        {children}
      </Group>
    </Anchor>
  );
}
