import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';

interface Props {
  opened: boolean;
  onClose(): void;
  children: ReactNode;
}

/** The phone's Filters drawer: loaded when the shopper first opens it, not with the products page. */
export default function FiltersDrawer({ opened, onClose, children }: Props) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Filters" position="left" size={300} hiddenFrom="md" closeButtonProps={{ 'aria-label': 'Close filters' }}>
      {children}
    </Drawer>
  );
}
