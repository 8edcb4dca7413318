import { useState } from 'react';
import { Button, Popover } from '@mantine/core';
import { bookNowButton } from './book-now-button';
import BookNowPrices from './book-now-prices';

/** The popover itself, mounted open on the first click of Book Now. */
export default function BookNowPanel() {
  const [opened, setOpened] = useState(true);
  return (
    <Popover opened={opened} onChange={setOpened} width="min(400px, calc(100vw - 24px))" position="bottom-end" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button {...bookNowButton} onClick={() => setOpened((o) => !o)} aria-expanded={opened} aria-haspopup="dialog" />
      </Popover.Target>
      <Popover.Dropdown>
        <BookNowPrices onDone={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
