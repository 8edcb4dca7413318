import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { bookNowButton } from './components/book-now-button';

// The popover and its price list load on the first click, so the header adds next to nothing to the entry bundle.
const BookNowPanel = lazy(() => import('./components/book-now-panel'));

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
