import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';

// The popover and its price list load on the first click, so the header adds next to nothing to the entry bundle.
const BookNowPanel = lazy(() => import('./components/book-now-panel'));

export const bookNowButton = { size: 'compact-md', color: 'gold.6', c: 'dark.9', children: 'Book Now' } as const;

/** The Book Now lounge price popover in the header (hidden for vendors and lounge operators by the header). */
export function BookNowPopover() {
  const [armed, setArmed] = useState(false);
  const idle = <Button {...bookNowButton} onClick={() => setArmed(true)} aria-expanded={false} aria-haspopup="dialog" />;
  if (!armed) return idle;
  return (
    <Suspense fallback={<Button {...bookNowButton} loading aria-haspopup="dialog" />}>
      <BookNowPanel />
    </Suspense>
  );
}
