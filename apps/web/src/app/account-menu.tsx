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
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const name = `${user.firstname} ${user.lastname}`;

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => box.current?.contains(e.target as Node) || setOpen(false);
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
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
        aria-label="Account menu"
        title={name}
        onClick={() => setOpen((o) => !o)}
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
          <AccountMenuPanel id={panelId} name={name} />
        </Suspense>
      )}
    </Box>
  );
}
