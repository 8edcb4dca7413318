import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Box, Button } from '@mantine/core';
import { useLocation } from 'react-router';
import type { UserDefault } from '@shop/contracts/auth';
import classes from './header.module.css';

// The panel loads on the first open, so the header adds next to nothing to the entry bundle (decision 0005).
const AccountMenuPanel = lazy(() => import('./account-menu-panel'));

/**
 * The signed-in user's menu (storefront section 6): their name (on a phone only in the panel), then the
 * pages their role and flags open. A plain disclosure, not a floating menu, so the header stays light.
 */
export function AccountMenu({ user }: { user: UserDefault }) {
  // The page the menu was opened on: it closes when the page changes, or when one of its links is followed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const name = `${user.firstname} ${user.lastname}`;
  const open = openOn === pathname;
  const close = () => setOpenOn(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => box.current?.contains(e.target as Node) || setOpenOn(null);
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setOpenOn(null);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <Box ref={box} pos="relative">
      <Button
        variant="subtle"
        size="compact-md"
        px={6}
        className={classes.slim}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // The name read aloud holds the initials a phone shows (WCAG 2.5.3: the visible text is part of the name;
        // axe drops words in brackets, so they stand on their own).
        aria-label={`${name}, ${user.firstname.charAt(0)}${user.lastname.charAt(0)}, account menu`}
        title={name}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {/* The initials on a phone, the whole name on wider screens (and in the panel). */}
        <span className={classes.initials} aria-hidden>
          {user.firstname.charAt(0)}
          {user.lastname.charAt(0)}
        </span>
        <span className={classes.wide} data-testid="user-name">
          {name}
        </span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenuPanel id={panelId} name={name} onFollow={close} />
        </Suspense>
      )}
    </Box>
  );
}
